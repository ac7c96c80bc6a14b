/** How long an idle moment is waited for before going ahead anyway, on a page that never rests. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves once the page has loaded and the browser then has an idle moment: for work the first screen does not
 * need, so that its requests and script evaluation do not compete with the screen's own.
 */
export function whenPageIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((done) => window.addEventListener('load', () => done(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((done) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => done(), { timeout: IDLE_TIMEOUT_MS });
        else setTimeout(done, 0);
      }),
  );
}
