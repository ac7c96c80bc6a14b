import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import type { ReadinessOptions } from '../src/index.js';
import { genesisDatabase } from './genesis.js';
import { buildCheckedServer } from './support/openapi-responses.js';

/** The genesis fixture's block 99 was made in November 2020: years behind the clock. */
const YEARS = 10 * 365 * 86_400;

async function ready(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/ready' });
  return { status: response.statusCode, cacheControl: response.headers['cache-control'], body: response.json() as Record<string, unknown> };
}

describe('/health and /ready on an empty index', () => {
  let database: TestDatabase;
  let apps: FastifyInstance[] = [];
  const serve = async (readiness?: ReadinessOptions) => {
    const app = await buildCheckedServer({ database, rateLimit: false, ...(readiness ? { readiness } : {}) });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    await database?.close();
  });

  it('answers /health with 200, never cached', async () => {
    const response = await (await serve()).inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready without an indexer to wait for while the database answers', async () => {
    expect(await ready(await serve())).toEqual({ status: 200, cacheControl: 'no-store', body: { ready: true, index: null } });
  });

  it('is not ready while an indexer that follows a source has indexed nothing', async () => {
    expect((await ready(await serve({ maxLagSeconds: 60 }))).body).toEqual({ ready: false, reason: 'nothing indexed yet', index: null });
  });

  it('says why indexing stopped', async () => {
    const reason = 'no space left on device at /data/pglite (60 MiB free, 64 MiB kept for the next write); free space and restart';
    const answer = await ready(await serve({ indexerStopped: () => reason }));
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ ready: false, reason: `indexing stopped: ${reason}`, index: null });
  });

  it('is not ready when the database does not answer', async () => {
    const closed = await openTestDatabase('pglite');
    const app = await buildCheckedServer({ database: closed, rateLimit: false });
    apps.push(app);
    await closed.close();
    const answer = await ready(app);
    expect(answer.status).toBe(503);
    expect(answer.body['reason']).toMatch(/^the database does not answer: /);
  });
});

describeWithFixtures('/ready on an indexed chain', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await genesisDatabase('pglite');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
  });
  const serve = async (readiness: ReadinessOptions) => {
    const app = await buildCheckedServer({ database, rateLimit: false, readiness });
    apps.push(app);
    return app;
  };

  it('names the newest indexed masterchain block and how old it is', async () => {
    const answer = await ready(await serve({ maxLagSeconds: YEARS }));
    expect(answer.status).toBe(200);
    const index = answer.body['index'] as { mcSeqno: number; blockTime: string; lagSeconds: number };
    expect(index.mcSeqno).toBe(99);
    expect(index.blockTime).toMatch(/^2020-/);
    expect(index.lagSeconds).toBeCloseTo((Date.now() - Date.parse(index.blockTime)) / 1000, -1);
  });

  it('is not ready when that block lies further behind the clock than allowed', async () => {
    const answer = await ready(await serve({ maxLagSeconds: 120 }));
    expect(answer.status).toBe(503);
    expect(answer.body['reason']).toMatch(/^the index's newest masterchain block #99 is \d+ s old \(more than 120 s behind\)$/);
  });
});
