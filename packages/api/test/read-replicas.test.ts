import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importZerostates } from '@tvmscan/indexer';
import { migrate, openDatabase, readIndexHead, type Database } from '@tvmscan/store';
import { startStreamingPair, streamingPairUnavailable, type StreamingPair } from '@tvmscan/store/testing';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { buildServer, createMetricsRegistry, jwksTokenVerifier } from '../src/index.js';
import { GENESIS_ZEROSTATES, indexGenesisBlocks } from './genesis.js';
import { parsePrometheusText, valueOf } from './support/prometheus-text.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from './token-issuer.js';

const unavailable = streamingPairUnavailable();
const describeWithServers = unavailable === null ? describeWithFixtures : (name: string) => describe.skip(`${name} (${unavailable})`);

interface ReplicaAnswer {
  readonly serving: boolean;
  readonly lagSeconds: number | null;
  readonly reason?: string;
}

describeWithServers('read replicas: a PostgreSQL primary and its streaming replica', () => {
  let pair: StreamingPair;
  let database: Database;
  /** The indexer's handle on the primary. */
  let indexer: Database;
  let app: FastifyInstance;
  let issuer: TestIssuer;
  const registry = createMetricsRegistry();

  beforeAll(async () => {
    pair = await startStreamingPair();
    indexer = await openDatabase({ url: pair.primaryUrl });
    await migrate(indexer.db);
    await importZerostates(indexer, GENESIS_ZEROSTATES.map(readFixture), 'import');
    await indexGenesisBlocks(indexer, 90);
    await pair.caughtUp();
    database = await openDatabase({ url: pair.primaryUrl, replicas: { urls: [pair.replicaUrl], maxLagSeconds: 60, checkEveryMs: 100 } });
    issuer = await startTestIssuer();
    const auth = { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: [] } };
    app = await buildServer({ database, rateLimit: false, responseCache: false, auth, metrics: registry });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
    await database?.close();
    await indexer?.close();
    await pair?.close();
  });

  const block99 = () =>
    app.inject({ method: 'POST', url: '/api/explorer/v1/blocks', payload: { workchain: -1, shard: '8000000000000000', seqno: 99 } });
  const replicaState = async (): Promise<ReplicaAnswer> => {
    const answer = (await app.inject({ method: 'GET', url: '/health' })).json() as { replicas: ReplicaAnswer[] };
    return answer.replicas[0]!;
  };
  const until = async (condition: () => Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('the condition did not hold within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const servedHead = async () => {
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    return ready.json() as { index: { mcSeqno: number }; replicas: (ReplicaAnswer & { replica: number })[] };
  };

  it('serves what the replica has replayed of the index written into the primary', async () => {
    expect((await servedHead()).replicas).toEqual([{ replica: 1, serving: true, lagSeconds: expect.any(Number) }]);
    await pair.pauseReplay();
    await indexGenesisBlocks(indexer);
    expect((await readIndexHead(indexer.db))?.mcSeqno).toBe(99);
    expect((await servedHead()).index.mcSeqno).toBe(90);
    expect((await block99()).statusCode).toBe(404);
    // Its lag is the age of its index beside the primary's: the chain time from block 90 to block 99.
    await until(async () => ((await replicaState()).lagSeconds ?? 0) > 0);
    await pair.resumeReplay();
    await pair.caughtUp();
    expect((await servedHead()).index.mcSeqno).toBe(99);
    const answer = await block99();
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { data: { block: { seqno: number } } }).data.block.seqno).toBe(99);
    // A count is kept on the primary only: on the replica it is counted and answered all the same.
    const count = await app.inject({ method: 'POST', url: '/api/explorer/v1/blocks/count', payload: { workchain: -1 } });
    expect(count.statusCode).toBe(200);
    expect((count.json() as { data: { count: number } }).data.count).toBe(99);
    const scraped = parsePrometheusText(await registry.metrics());
    expect(valueOf(scraped, 'tvmscan_replica_serving', { replica: '1' })).toBe(1);
    expect(valueOf(scraped, 'tvmscan_replica_lag_seconds', { replica: '1' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(scraped, 'tvmscan_db_pool_connections_open', { database: 'replica 1' })).toBeGreaterThan(0);
  });

  it('reads a registry write back at once, from the primary', async () => {
    const authorization = `Bearer ${await issuer.sign({ sub: 'replica-reader' })}`;
    const created = await app.inject({ method: 'GET', url: '/api/registry/v1/authorized/api_key', headers: { authorization } });
    expect(created.statusCode).toBe(200);
    const key = (created.json() as { data: { personal_access_token: string } }).data.personal_access_token;
    expect(key).toEqual(expect.any(String));
    const status = await app.inject({ method: 'GET', url: '/api/registry/v1/authorized/api_key/status', headers: { authorization } });
    expect((status.json() as { data: { active: boolean } }).data.active).toBe(true);
    const withKey = await app.inject({ method: 'GET', url: '/api/explorer/v1/time', headers: { 'x-api-key': key } });
    expect(withKey.statusCode).toBe(200);
  });

  it('serves from the primary while the replica is down, and from the replica again once it is back', async () => {
    await pair.stopReplica();
    expect((await block99()).statusCode).toBe(200);
    await until(async () => !(await replicaState()).serving);
    const down = await replicaState();
    expect(down.lagSeconds).toBeNull();
    expect(down.reason).toMatch(/^does not answer \(\w+\)$/);
    expect((await block99()).statusCode).toBe(200);
    await pair.startReplica();
    await until(async () => (await replicaState()).serving);
    await pair.caughtUp();
    expect((await block99()).statusCode).toBe(200);
  });

  it('keeps answering reads from the replica when the primary stops', async () => {
    await pair.caughtUp();
    await pair.stopPrimary();
    const answer = await block99();
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { data: { block: { seqno: number } } }).data.block.seqno).toBe(99);
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect((await replicaState()).serving).toBe(true);
  });
});
