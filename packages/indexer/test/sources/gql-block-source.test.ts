import { readBocSingle } from '@tvmscan/tvm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { MasterchainBatch } from '../../src/sources/block-source.js';
import { GqlBlockSource, type GqlBlockSourceOptions } from '../../src/sources/gql/gql-block-source.js';
import type { RetryEvent } from '../../src/sources/http/with-retries.js';
import { SourceError } from '../../src/sources/http/source-error.js';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import {
  loadArchiveChain,
  startFakeQServer,
  type ArchiveChain,
  type FakeQServerOptions,
  type Misbehaviour,
  type TestServer,
} from '../../src/testing/index.js';

const FAST_RETRY = { retries: 4, initialDelayMs: 1, maxDelayMs: 5, timeoutMs: 250 };

describeWithFixtures('GqlBlockSource on the Everscale genesis archive', () => {
  let chain: ArchiveChain;
  const servers: TestServer[] = [];

  beforeAll(() => {
    chain = loadArchiveChain();
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function serve(options: FakeQServerOptions = {}) {
    const server = await startFakeQServer(chain, options);
    servers.push(server);
    return server;
  }

  function source(url: string, options: Partial<GqlBlockSourceOptions> = {}): GqlBlockSource {
    return new GqlBlockSource({ endpoint: url, retry: FAST_RETRY, pollIntervalMs: 5, ...options });
  }

  async function collect(batches: AsyncIterable<MasterchainBatch>): Promise<MasterchainBatch[]> {
    const all: MasterchainBatch[] = [];
    for await (const batch of batches) all.push(batch);
    return all;
  }

  const rootHashes = new WeakMap<Uint8Array, string>();
  function rootHash(boc: Uint8Array): string {
    let hash = rootHashes.get(boc);
    if (hash === undefined) rootHashes.set(boc, (hash = readBocSingle(boc).hashHex()));
    return hash;
  }

  /** Checks the batches against the archive: masterchain `from`..99 in order, each new shard top in its batch, parents first. */
  function expectArchiveBatches(batches: readonly MasterchainBatch[], from: number): void {
    expect(batches.map((batch) => batch.seqno)).toEqual(Array.from({ length: 100 - from }, (_, i) => from + i));
    for (const batch of batches) {
      const archived = chain.masterchain.get(batch.seqno)!;
      expect(rootHash(batch.masterchain.boc)).toBe(archived.id.rootHash);
      expect(batch.masterchain.fileHash).toBe(archived.id.fileHash);
      const delivered = batch.shardBlocks.map((block) => chain.byRootHash.get(rootHash(block.boc))!);
      const previousTops = new Set(chain.topsOf.get(batch.seqno - 1) ?? []);
      const newTops = chain.topsOf.get(batch.seqno)!.filter((hash) => !previousTops.has(hash) && chain.byRootHash.has(hash));
      expect(delivered.map((block) => block.id.rootHash)).toEqual(expect.arrayContaining(newTops));
      const seqnos = delivered.map((block) => block.id.seqno);
      expect(seqnos).toEqual([...seqnos].sort((a, b) => a - b));
      expect(batch.shardBlocks.map((block) => block.fileHash)).toEqual(delivered.map((block) => block.id.fileHash));
    }
  }

  function shardHashes(batches: readonly MasterchainBatch[]): string[] {
    return batches.flatMap((batch) => batch.shardBlocks.map((block) => rootHash(block.boc)));
  }

  it('yields masterchain 1..99 with every shard block of the archive exactly once, then ends', async () => {
    const server = await serve();
    const batches = await collect(source(server.url).batches(0, { follow: false }));
    expectArchiveBatches(batches, 1);
    const delivered = shardHashes(batches);
    expect(delivered).toHaveLength(221);
    expect(new Set(delivered)).toEqual(new Set(chain.shardBlocks.map((block) => block.id.rootHash)));
    const splitBatch = batches.find((batch) =>
      batch.shardBlocks.some((block) => chain.byRootHash.get(rootHash(block.boc))!.id.shard === 0x4000000000000000n),
    );
    expect(splitBatch?.shardBlocks.map((block) => chain.byRootHash.get(rootHash(block.boc))!.id.seqno)).toContain(37);
  });

  it('resumes after a given masterchain block with exactly the shard blocks not yet delivered', async () => {
    const server = await serve();
    const all = await collect(source(server.url).batches(0, { follow: false }));
    const resumed = await collect(source(server.url, { pageSize: 7 }).batches(50, { follow: false }));
    expectArchiveBatches(resumed, 51);
    expect(shardHashes(resumed)).toEqual(shardHashes(all.slice(50)));
  });

  it('delivers the same batches from a slow, failing server that sends malformed answers', async () => {
    // At most two failures in a row, well within the retry budget; a slow answer (one timeout each) only every third round.
    const schedule: (Misbehaviour | undefined)[] = [
      undefined,
      'slow',
      undefined,
      'http-500',
      'reset',
      undefined,
      'graphql-error',
      'wrong-boc',
      undefined,
      'truncated',
      'omit-first',
      undefined,
    ];
    const misbehave = (n: number) => {
      const misbehaviour = schedule[n % schedule.length];
      return misbehaviour === 'slow' && Math.floor(n / schedule.length) % 3 !== 0 ? undefined : misbehaviour;
    };
    const server = await serve({ misbehave, slowMs: 1000 });
    const retries: RetryEvent[] = [];
    const batches = await collect(
      source(server.url, { pageSize: 9, retry: { ...FAST_RETRY, retries: 6 }, onRetry: (event) => retries.push(event) }).batches(0, {
        follow: false,
      }),
    );
    expectArchiveBatches(batches, 1);
    expect(shardHashes(batches)).toHaveLength(221);
    expect(new Set(shardHashes(batches))).toEqual(new Set(chain.shardBlocks.map((block) => block.id.rootHash)));
    const codes = new Set(retries.map((event) => event.error.code));
    expect([...codes].sort()).toEqual(['graphql-error', 'malformed-answer', 'missing-block', 'server-error', 'timeout', 'unreachable']);
  });

  it('fails with a SourceError naming the endpoint when the server keeps failing', async () => {
    const server = await serve({ misbehave: () => 'http-500' });
    const error = await collect(source(server.url).batches(0, { follow: false })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ code: 'server-error' });
    expect((error as Error).message).toContain(server.url);
    expect((error as Error).message).toContain('failed after 5 attempts');
    expect(server.requests()).toBe(5);
  });

  it('gives up at once when the server rejects the request', async () => {
    const server = await serve({ misbehave: () => 'http-400' });
    await expect(collect(source(server.url).batches(0, { follow: false }))).rejects.toMatchObject({ code: 'rejected' });
    expect(server.requests()).toBe(1);
  });

  it('fails with malformed-answer when every answer carries a block other than the one asked for', async () => {
    const server = await serve({ misbehave: () => 'wrong-boc' });
    await expect(collect(source(server.url).batches(10, { follow: false }))).rejects.toMatchObject({
      code: 'malformed-answer',
      message: expect.stringContaining('masterchain block 10'),
    });
  });

  it('fails with missing-block naming the block when a referenced shard block never appears', async () => {
    const server = await serve({ misbehave: (n) => (n >= 2 ? 'omit-first' : undefined) });
    await expect(collect(source(server.url).batches(0, { follow: false }))).rejects.toMatchObject({
      code: 'missing-block',
      message: expect.stringMatching(/shard block [0-9a-f]{64} \(seqno \d+\) is not on the server/),
    });
  });

  it('fails with unreachable when nothing listens at the endpoint', async () => {
    const server = await serve();
    await server.close();
    servers.length = 0;
    await expect(collect(source(server.url, { retry: { ...FAST_RETRY, retries: 1 } }).batches(0, { follow: false }))).rejects.toMatchObject({
      code: 'unreachable',
    });
  });

  it('follows the chain as it grows, and ends when the signal aborts', async () => {
    const server = await serve({ visibleUpTo: 10, growBy: 13 });
    const controller = new AbortController();
    const batches: MasterchainBatch[] = [];
    for await (const batch of source(server.url).batches(0, { follow: true, signal: controller.signal })) {
      batches.push(batch);
      if (batch.seqno === 99) controller.abort();
    }
    expectArchiveBatches(batches, 1);
    expect(server.emptyPages()).toBeGreaterThanOrEqual(7);
    expect(new Set(shardHashes(batches)).size).toBe(221);
  });

  it('without follow, stops at the last block the server has', async () => {
    const server = await serve({ visibleUpTo: 10, growBy: 13 });
    const batches = await collect(source(server.url).batches(0, { follow: false }));
    expect(batches.map((batch) => batch.seqno)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('ends quietly when aborted while waiting for new blocks', async () => {
    const server = await serve({ visibleUpTo: 5 });
    const controller = new AbortController();
    const batches: MasterchainBatch[] = [];
    for await (const batch of source(server.url, { pollIntervalMs: 10 }).batches(0, { follow: true, signal: controller.signal })) {
      batches.push(batch);
      if (batch.seqno === 5) setTimeout(() => controller.abort(), 50);
    }
    expect(batches.map((batch) => batch.seqno)).toEqual([1, 2, 3, 4, 5]);
    expect(server.emptyPages()).toBeGreaterThan(0);
  });

  it('ends quietly when aborted during a slow request', async () => {
    const server = await serve({ misbehave: (n) => (n >= 1 ? 'slow' : undefined), slowMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const batches = await collect(
      source(server.url, { retry: { ...FAST_RETRY, timeoutMs: 10_000 } }).batches(0, { follow: true, signal: controller.signal }),
    );
    expect(batches).toEqual([]);
  });

  it('rejects a negative starting seqno and a non-http endpoint', async () => {
    expect(() => new GqlBlockSource({ endpoint: 'ftp://example.org/graphql' })).toThrow(SourceError);
    await expect(source('http://127.0.0.1:1/graphql').batches(-1, { follow: false })[Symbol.asyncIterator]().next()).rejects.toThrow(RangeError);
  });
});
