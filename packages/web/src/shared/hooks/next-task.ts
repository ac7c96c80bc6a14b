/** Resolves in a later task: for splitting start-up work that would be one long task on a slow phone. */
export function nextTask(): Promise<void> {
  return new Promise((done) => setTimeout(done, 0));
}
