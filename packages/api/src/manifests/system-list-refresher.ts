import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { replaceSystemTokenList, type ChainSchema } from '@tvmscan/store';
import { PeriodicRounds } from '../periodic-rounds.js';
import { fetchTokenManifest, mergeManifests } from './token-manifest-client.js';

export interface TokenManifestOptions {
  /** The token manifests the system list is built from; without any, the system list is not built. */
  readonly urls?: readonly string[];
  /** Between the end of one round and the start of the next (10 minutes by default). */
  readonly intervalMs?: number;
  /** How long one manifest request may take (10 s by default). */
  readonly timeoutMs?: number;
}

export const DEFAULT_MANIFEST_INTERVAL_MS = 600_000;
export const DEFAULT_MANIFEST_TIMEOUT_MS = 10_000;

/**
 * Keeps the system token list built from the configured manifests (spec 001 §7 Other): a round reads every manifest,
 * drops those that fail, de-duplicates the tokens by address and makes them the system list. When every manifest
 * fails, the list keeps what it had rather than emptying: a passing outage should not untrust every token.
 */
export class SystemListRefresher {
  private readonly rounds: PeriodicRounds;

  constructor(
    private readonly db: Kysely<ChainSchema>,
    private readonly log: FastifyBaseLogger,
    private readonly options: TokenManifestOptions,
  ) {
    this.rounds = new PeriodicRounds(
      () =>
        this.refresh().then(
          (tokens) => this.log.debug({ tokens }, 'system token list refreshed from the token manifests'),
          (error: unknown) => this.log.warn({ err: error }, 'the system token list was not refreshed'),
        ),
      this.options.intervalMs ?? DEFAULT_MANIFEST_INTERVAL_MS,
    );
  }

  start(): void {
    if ((this.options.urls ?? []).length === 0) return;
    this.rounds.start();
  }

  stop(): Promise<void> {
    return this.rounds.stop();
  }

  /** One round; the number of tokens of the system list, or undefined when no manifest could be read. */
  async refresh(): Promise<number | undefined> {
    const urls = this.options.urls ?? [];
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_MANIFEST_TIMEOUT_MS;
    const answers = await Promise.all(urls.map((url) => fetchTokenManifest(url, timeoutMs)));
    const failed = urls.filter((_url, index) => answers[index] === undefined);
    if (failed.length > 0) this.log.warn({ failed }, 'token manifests that could not be read were dropped');
    const manifests = answers.filter((answer) => answer !== undefined);
    if (manifests.length === 0) return undefined;
    const tokens = mergeManifests(manifests);
    await replaceSystemTokenList(this.db, tokens);
    return tokens.length;
  }
}
