import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { buildServer, createMetricsRegistry, listenMetrics, registerIngestMetrics, type MetricsServer } from '../src/index.js';
import { genesisDatabase } from './genesis.js';
import { parsePrometheusText, samplesOf, valueOf, type Scrape } from './support/prometheus-text.js';

async function scrape(server: MetricsServer): Promise<Scrape> {
  const response = await fetch(server.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

const LATENCY = 'tvmscan_http_request_duration_seconds';

for (const kind of testDatabaseKinds()) {
  describeWithFixtures(`/metrics after real requests (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let metrics: MetricsServer;
    const registry = createMetricsRegistry();
    beforeAll(async () => {
      database = await genesisDatabase(kind);
      app = await buildServer({ database, rateLimit: false, responseCache: false, metrics: registry });
      metrics = await listenMetrics(registry, 0, '127.0.0.1');
    }, 120_000);
    afterAll(async () => {
      await metrics?.close();
      await app?.close();
      await database?.close();
    });

    it('times each answer under its route pattern and status, never under the raw URL', async () => {
      for (const seqno of [1, 2, 3]) {
        const payload = { workchain: -1, shard: '8000000000000000', seqno };
        expect((await app.inject({ method: 'POST', url: '/api/explorer/v1/blocks', payload })).statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'POST', url: '/api/explorer/v1/blocks', payload: { seqno: 'x' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/explorer/v1/made-up/123' })).statusCode).toBe(404);
      const scraped = await scrape(metrics);
      expect(scraped.types.get(LATENCY)).toBe('histogram');
      const counts = Object.fromEntries(
        samplesOf(scraped, `${LATENCY}_count`).map((sample) => [
          `${sample.labels['method']} ${sample.labels['route']} ${sample.labels['status_code']}`,
          sample.value,
        ]),
      );
      expect(counts).toEqual({ 'POST /api/explorer/v1/blocks 200': 3, 'POST /api/explorer/v1/blocks 400': 1, 'GET unmatched 404': 1 });
      const ok = { route: '/api/explorer/v1/blocks', status_code: '200' };
      expect(valueOf(scraped, `${LATENCY}_bucket`, { ...ok, le: '+Inf' })).toBe(3);
      expect(valueOf(scraped, `${LATENCY}_sum`, ok)).toBeGreaterThan(0);
      expect(valueOf(scraped, `${LATENCY}_bucket`, { ...ok, le: '10' })).toBe(3);
    });

    it("carries the index's head and its lag behind the clock, and the database as up", async () => {
      const scraped = await scrape(metrics);
      expect(valueOf(scraped, 'tvmscan_database_up')).toBe(1);
      expect(valueOf(scraped, 'tvmscan_index_masterchain_seqno')).toBe(99);
      const ready = (await app.inject({ method: 'GET', url: '/ready' })).json() as { index: { blockTime: string } };
      expect(valueOf(scraped, 'tvmscan_index_lag_seconds')).toBeCloseTo(Date.now() / 1000 - Date.parse(ready.index.blockTime) / 1000, -1);
      expect(scraped.types.get('tvmscan_process_resident_memory_bytes')).toBe('gauge');
    });

    it(kind === 'postgres' ? 'shows the connection pool in use' : 'shows no pool on the embedded database', async () => {
      const scraped = await scrape(metrics);
      const open = samplesOf(scraped, 'tvmscan_db_pool_connections_open');
      if (kind === 'pglite') {
        expect(open).toEqual([]);
        return;
      }
      expect(open.map((sample) => sample.labels['database'])).toEqual(['primary']);
      expect(open[0]!.value).toBeGreaterThanOrEqual(1);
      expect(valueOf(scraped, 'tvmscan_db_pool_connections_max', { database: 'primary' })).toBe(8);
      expect(valueOf(scraped, 'tvmscan_db_pool_waiting_queries', { database: 'primary' })).toBe(0);
    });
  });
}

describe('/metrics of a process that indexes', () => {
  it('counts the blocks and transactions of the indexer run reported to it', async () => {
    const registry = createMetricsRegistry();
    const count = registerIngestMetrics(registry);
    count({ batches: 2, blocks: 5, transactions: 40 });
    count({ batches: 3, blocks: 8, transactions: 61 });
    const metrics = await listenMetrics(registry, 0, '127.0.0.1');
    try {
      const scraped = await scrape(metrics);
      expect(valueOf(scraped, 'tvmscan_ingest_masterchain_blocks_total')).toBe(3);
      expect(valueOf(scraped, 'tvmscan_ingest_blocks_total')).toBe(8);
      expect(valueOf(scraped, 'tvmscan_ingest_transactions_total')).toBe(61);
      expect((await fetch(metrics.url.replace('/metrics', '/other'))).status).toBe(404);
    } finally {
      await metrics.close();
    }
  });

  it('refuses a scrape that is not Prometheus text', () => {
    expect(() => parsePrometheusText('# TYPE a gauge\na{x=1} 2\n')).toThrow(/line 2 has a malformed label/);
    expect(() => parsePrometheusText('b 1\n')).toThrow(/no TYPE line/);
  });
});
