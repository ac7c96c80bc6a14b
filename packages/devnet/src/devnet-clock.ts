/** Where the devnet takes the time from: the system clock, or a clock a test moves by hand. */
export interface DevnetClock {
  nowMs(): number;
}

export const systemClock: DevnetClock = { nowMs: () => Date.now() };

export class ManualClock implements DevnetClock {
  constructor(private ms: number) {}

  nowMs(): number {
    return this.ms;
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
