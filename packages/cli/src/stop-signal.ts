import { constants } from 'node:os';

/**
 * How long a command may take to stop after Ctrl-C (SIGINT) or SIGTERM before it exits anyway: a write or a request
 * that does not end (a stuck database, a hung client) must not keep a supervisor's stop waiting. The index is
 * consistent at any moment, so exiting mid-write loses at most the write in flight.
 */
export const STOP_GRACE_MS = 4_000;

/** Resolves on the first Ctrl-C (SIGINT) or SIGTERM; the process exits if it has not ended `STOP_GRACE_MS` after it. */
export function stopRequested(): Promise<void> {
  return new Promise((done) => {
    const stop = (signal: NodeJS.Signals) => {
      process.removeListener('SIGINT', stop).removeListener('SIGTERM', stop);
      exitAfterGrace(signal);
      done();
    };
    process.once('SIGINT', stop).once('SIGTERM', stop);
  });
}

/** Exits with the signal's status (128 + its number) unless the process has ended within `STOP_GRACE_MS`. */
export function exitAfterGrace(signal: NodeJS.Signals): void {
  const timer = setTimeout(() => {
    console.error(`tvmscan: not stopped ${STOP_GRACE_MS / 1000} s after ${signal}; exiting now`);
    process.exit(128 + constants.signals[signal]);
  }, STOP_GRACE_MS);
  // Only a stop that hangs waits for it: a process with nothing else to do ends at once.
  timer.unref();
}
