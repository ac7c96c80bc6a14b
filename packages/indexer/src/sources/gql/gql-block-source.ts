import type { BatchOptions, BlockSource, MasterchainBatch } from '../block-source.js';
import { endpointUrl } from '../http/endpoint-url.js';
import { resolveRetryPolicy, type RetryPolicy } from '../http/retry-policy.js';
import { sleep } from '../http/sleep.js';
import { SourceError } from '../http/source-error.js';
import type { RetryEvent } from '../http/with-retries.js';
import { fetchMasterchainAfter, fetchMasterchainBlock, fetchShardBlocks, type MasterchainBlock } from './gql-block-queries.js';
import { GqlClient } from './gql-client.js';
import { newShardBlocks, type BlockRef, type ShardBlock } from './shard-walk.js';

export interface GqlBlockSourceOptions {
  /** The ever-q-server GraphQL endpoint, e.g. `https://mainnet.evercloud.dev/<project>/graphql`. */
  readonly endpoint: string;
  /** Masterchain blocks asked for per request; default 20. */
  readonly pageSize?: number;
  /** In follow mode, the pause before asking again when there is no new masterchain block; default 1000 ms. */
  readonly pollIntervalMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** Extra HTTP headers, e.g. an authorization header. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Called before each retry of a failed request. */
  readonly onRetry?: (event: RetryEvent) => void;
}

const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_POLL_INTERVAL_MS = 1000;

/**
 * Blocks from an ever-q-server GraphQL endpoint: masterchain blocks by seqno with their BOCs, then the shard
 * blocks each one newly references, found from its shard tops by walking the prev links back to the tops of
 * the masterchain block before it. Every answer is checked against the hashes the chain itself gives.
 */
export class GqlBlockSource implements BlockSource {
  private readonly client: GqlClient;
  private readonly pageSize: number;
  private readonly pollIntervalMs: number;

  constructor(options: GqlBlockSourceOptions) {
    this.client = new GqlClient(endpointUrl(options.endpoint), {
      policy: resolveRetryPolicy(options.retry),
      headers: options.headers,
      onRetry: options.onRetry,
    });
    this.pageSize = positiveInteger(options.pageSize ?? DEFAULT_PAGE_SIZE, 'pageSize');
    this.pollIntervalMs = positiveInteger(options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, 'pollIntervalMs');
  }

  async *batches(afterSeqno: number, options: BatchOptions): AsyncGenerator<MasterchainBatch, void, undefined> {
    if (!Number.isSafeInteger(afterSeqno) || afterSeqno < 0) throw new RangeError(`afterSeqno must be a non-negative integer, got ${afterSeqno}`);
    const { signal, follow } = options;
    const start = afterSeqno === 0 ? null : await untilAborted(signal, () => fetchMasterchainBlock(this.client, afterSeqno, signal));
    if (start === ABORTED) return;
    let previous: MasterchainBlock | null = start;
    let lastSeqno = afterSeqno;
    for (;;) {
      const page = await untilAborted(signal, () => fetchMasterchainAfter(this.client, lastSeqno, previous?.rootHash ?? null, this.pageSize, signal));
      if (page === ABORTED) return;
      if (page.length === 0) {
        if (!follow || !(await sleep(this.pollIntervalMs, signal))) return;
        continue;
      }
      const loader = new ShardBlockLoader(this.client, signal);
      const previousTops = new Set(previous?.tops.map((top) => top.rootHash));
      const newTops = page.flatMap((block) => block.tops).filter((top) => top.seqno > 0 && !previousTops.has(top.rootHash));
      if ((await untilAborted(signal, () => loader.load(newTops))) === ABORTED) return;
      for (const block of page) {
        const shardBlocks = await untilAborted(signal, () => newShardBlocks(block.tops, previous?.tops ?? [], (refs) => loader.load(refs)));
        if (shardBlocks === ABORTED) return;
        loader.forget(shardBlocks);
        yield { seqno: block.seqno, masterchain: block.raw, shardBlocks: shardBlocks.map((shardBlock) => shardBlock.raw) };
        previous = block;
        lastSeqno = block.seqno;
      }
    }
  }
}

const ABORTED = Symbol('aborted');

/** Runs `step`; ABORTED when the caller aborted meanwhile, which ends the iteration quietly. */
async function untilAborted<T>(signal: AbortSignal | undefined, step: () => Promise<T>): Promise<T | typeof ABORTED> {
  if (signal?.aborted) return ABORTED;
  try {
    return await step();
  } catch (error) {
    if (signal?.aborted && error instanceof SourceError && error.code === 'aborted') return ABORTED;
    throw error;
  }
}

/** Shard blocks fetched ahead for a page of masterchain blocks, so most walks need no request of their own. */
class ShardBlockLoader {
  private readonly blocks = new Map<string, ShardBlock>();

  constructor(
    private readonly client: GqlClient,
    private readonly signal: AbortSignal | undefined,
  ) {}

  async load(refs: readonly BlockRef[]): Promise<ReadonlyMap<string, ShardBlock>> {
    const missing = uniqueRefs(refs.filter((ref) => !this.blocks.has(ref.rootHash)));
    if (missing.length > 0) {
      for (const [hash, block] of await fetchShardBlocks(this.client, missing, this.signal)) this.blocks.set(hash, block);
    }
    return this.blocks;
  }

  forget(blocks: readonly ShardBlock[]): void {
    for (const block of blocks) this.blocks.delete(block.ref.rootHash);
  }
}

function uniqueRefs(refs: readonly BlockRef[]): BlockRef[] {
  return [...new Map(refs.map((ref) => [ref.rootHash, ref])).values()];
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer, got ${value}`);
  return value;
}
