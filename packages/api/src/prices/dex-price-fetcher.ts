import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { mergeTokenPrices, tokenRootAddresses, type ChainSchema } from '@tvmscan/store';
import { PeriodicRounds } from '../periodic-rounds.js';
import { fetchDexPrices } from './dex-price-client.js';

export interface DexPriceOptions {
  /** The DEX API's base URL; without one, prices are not fetched and a warning says so once. */
  readonly url?: string | undefined;
  /** Between the end of one round and the start of the next (60 s by default). */
  readonly intervalMs?: number;
  /** How long one request may take (10 s by default). */
  readonly timeoutMs?: number;
}

export const DEFAULT_DEX_PRICE_INTERVAL_MS = 60_000;
export const DEFAULT_DEX_PRICE_TIMEOUT_MS = 10_000;
/** Roots asked for in one request. */
export const DEX_PRICE_BATCH = 100;

/**
 * Keeps token_prices up to date from the DEX API in the background: a round asks for the prices of every known
 * root (in batches), merges what it gets, and the next round starts an interval after it ended. It never blocks a
 * request, and a failing DEX only costs a warning in the log; the stored prices stay.
 */
export class DexPriceFetcher {
  private readonly rounds: PeriodicRounds;

  constructor(
    private readonly db: Kysely<ChainSchema>,
    private readonly log: FastifyBaseLogger,
    private readonly options: DexPriceOptions,
  ) {
    this.rounds = new PeriodicRounds(
      () =>
        this.refresh().then(
          (stored) => this.log.debug({ stored }, 'token prices merged from the DEX API'),
          (error: unknown) => this.log.warn({ err: error }, 'token prices were not fetched from the DEX API'),
        ),
      this.options.intervalMs ?? DEFAULT_DEX_PRICE_INTERVAL_MS,
    );
  }

  start(): void {
    if (this.options.url === undefined) {
      this.log.warn('no DEX API URL is configured (--dex-api): token USD prices are not fetched');
      return;
    }
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round: the prices of every known root, merged into the stored ones; the number of prices stored. */
  async refresh(): Promise<number> {
    const url = this.options.url;
    if (url === undefined) return 0;
    const roots = await tokenRootAddresses(this.db);
    let stored = 0;
    for (let start = 0; start < roots.length && !this.rounds.stopped; start += DEX_PRICE_BATCH) {
      const { prices, dropped } = await fetchDexPrices(
        url,
        roots.slice(start, start + DEX_PRICE_BATCH),
        this.options.timeoutMs ?? DEFAULT_DEX_PRICE_TIMEOUT_MS,
      );
      if (dropped > 0) this.log.warn({ dropped }, 'the DEX API answered prices that are not of an asked root or not a non-negative number');
      stored += await mergeTokenPrices(this.db, prices);
    }
    return stored;
  }
}
