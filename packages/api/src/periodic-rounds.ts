/**
 * Runs a background round at once and the next one an interval after each ends, so rounds never overlap; the timer
 * does not keep the process alive. A round handles its own failures (a background fetcher only logs them).
 */
export class PeriodicRounds {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly runRound: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  /** True once stop() was called: a long round checks it to end early. */
  get stopped(): boolean {
    return this.stopping;
  }

  start(): void {
    this.schedule(0);
  }

  /** Schedules no further round and waits for the running one to end. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.round;
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.round = this.runRound().finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
