/** Resolves on the first Ctrl-C (SIGINT) or SIGTERM. */
export function stopRequested(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
}
