import type { Kysely } from 'kysely';
import { readCheckpoint, type ChainSchema } from '@tvmscan/store';

/** The seqno when nothing is indexed yet. */
const NOTHING_INDEXED = -1;

/**
 * The indexed masterchain seqno, read from the database at most once per `maxAgeMs`: requests arriving together
 * share one read, and a value younger than `maxAgeMs` is answered without one.
 */
export class CheckpointClock {
  readonly #db: Kysely<ChainSchema>;
  readonly #maxAgeMs: number;
  #value = NOTHING_INDEXED;
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<number> | null = null;

  constructor(db: Kysely<ChainSchema>, maxAgeMs: number) {
    this.#db = db;
    this.#maxAgeMs = maxAgeMs;
  }

  current(): Promise<number> | number {
    if (performance.now() - this.#readAt < this.#maxAgeMs) return this.#value;
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null;
    });
    return this.#reading;
  }

  async #read(): Promise<number> {
    const startedAt = performance.now();
    const checkpoint = await readCheckpoint(this.#db);
    this.#value = checkpoint?.mcSeqno ?? NOTHING_INDEXED;
    this.#readAt = startedAt;
    return this.#value;
  }
}
