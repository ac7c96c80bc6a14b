/**
 * Resolves once the browser has painted the current document: for work that would otherwise hold up the first paint
 * of what the HTML already shows. A hidden page paints nothing, so there it resolves at once.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // The frame callback runs just before the paint; the task it queues runs after it.
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}
