import type { Kysely } from 'kysely';
import { readCheckpoint, verifiedContractCount, type ChainSchema } from '@tvmscan/store';

/** What a kept answer depends on besides its own rows: how far the chain is indexed, and which contracts are verified. */
export interface IndexState {
  /** The indexed masterchain seqno; -1 when nothing is indexed yet. */
  readonly checkpoint: number;
  /** How many contracts are verified: they are only ever added, so a new one changes the count. */
  readonly verifiedContracts: number;
}

/** The seqno when nothing is indexed yet. */
const NOTHING_INDEXED = -1;

/**
 * The index state, read from the database at most once per `maxAgeMs`: requests arriving together share one read,
 * and a value younger than `maxAgeMs` is answered without one.
 */
export class IndexStateClock {
  readonly #db: Kysely<ChainSchema>;
  readonly #maxAgeMs: number;
  #value: IndexState = { checkpoint: NOTHING_INDEXED, verifiedContracts: 0 };
  #readAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<IndexState> | null = null;

  constructor(db: Kysely<ChainSchema>, maxAgeMs: number) {
    this.#db = db;
    this.#maxAgeMs = maxAgeMs;
  }

  current(): Promise<IndexState> | IndexState {
    if (performance.now() - this.#readAt < this.#maxAgeMs) return this.#value;
    this.#reading ??= this.#read().finally(() => {
      this.#reading = null;
    });
    return this.#reading;
  }

  async #read(): Promise<IndexState> {
    const startedAt = performance.now();
    const [checkpoint, verifiedContracts] = await Promise.all([readCheckpoint(this.#db), verifiedContractCount(this.#db)]);
    this.#value = { checkpoint: checkpoint?.mcSeqno ?? NOTHING_INDEXED, verifiedContracts };
    this.#readAt = startedAt;
    return this.#value;
  }
}
