import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { buildServer, type ServerOptions } from '../src/index.js';
import { apiClient } from './api-client.js';
import { genesisDatabase } from './genesis.js';

const LIST = { limit: 50 };

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

function expectVaryOnEncoding(response: LightMyRequestResponse): void {
  expect(String(response.headers['vary']).toLowerCase()).toContain('accept-encoding');
}

describeWithFixtures('the server compresses what it sends when the client accepts it', () => {
  let database: TestDatabase;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await genesisDatabase('pglite');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.close();
  });

  async function serverWith(options: Partial<ServerOptions>): Promise<FastifyInstance> {
    const app = await buildServer({ database, rateLimit: false, ...options });
    servers.push(app);
    return app;
  }

  describe.each([
    ['without the response cache', false],
    ['with the response cache', undefined],
  ] as const)('API answers %s', (_name, responseCache) => {
    let app: FastifyInstance;
    const { post } = apiClient(() => app);
    beforeAll(async () => {
      app = await serverWith(responseCache === false ? { responseCache } : {});
    });

    it('sends brotli or gzip as asked, the same JSON once decoded, and plain JSON to a client that asks for neither', async () => {
      const plain = await post('/transactions/list', LIST);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expectVaryOnEncoding(plain);
      expect(plain.body.length).toBeGreaterThan(10_000);
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        // Twice: a kept answer is compressed from the cache's copy, not from a fresh read.
        for (const round of [1, 2]) {
          const answer = await post('/transactions/list', LIST, { 'accept-encoding': accept });
          expect(answer.headers['content-encoding'], `${accept} #${round}`).toBe(encoding);
          expectVaryOnEncoding(answer);
          expect(answer.headers['content-type']).toContain('application/json');
          expect(decoded(answer)).toBe(plain.body);
          if (encoding) expect(answer.rawPayload.byteLength).toBeLessThan(plain.body.length / 4);
        }
      }
    });

    it('keeps one ETag per content: a compressed answer carries the weak form, and either form revalidates to 304', async () => {
      const plain = await post('/transactions/list', LIST);
      const etag = String(plain.headers['etag']);
      expect(etag).toMatch(/^"/);
      const compressed = await post('/transactions/list', LIST, { 'accept-encoding': 'br' });
      expect(compressed.headers['etag']).toBe(`W/${etag}`);
      for (const [accept, tag] of [
        ['br', `W/${etag}`],
        ['gzip', `W/${etag}`],
        ['identity', etag],
      ] as const) {
        const revalidated = await post('/transactions/list', LIST, { 'accept-encoding': accept, 'if-none-match': tag });
        expect(revalidated.statusCode, `${accept} ${tag}`).toBe(304);
        expect(revalidated.body).toBe('');
        expect(revalidated.headers['content-encoding']).toBeUndefined();
        expectVaryOnEncoding(revalidated);
      }
    });

    it('sends small answers plain, where compression would save nothing', async () => {
      const small = await post('/transactions/count', {}, { 'accept-encoding': 'br' });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toHaveProperty('data');
    });
  });

  it('compresses the API documentation outside the explorer prefix too', async () => {
    const app = await serverWith({});
    const plain = await app.inject({ method: 'GET', url: '/api/explorer/docs/json' });
    const gzip = await app.inject({ method: 'GET', url: '/api/explorer/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(plain.body);
  });

  it("serves the web build's precompressed files to clients that accept them, and the plain file to others", async () => {
    const root = await mkdtemp(join(tmpdir(), 'tvmscan-web-'));
    const script = `console.log(${JSON.stringify('tvmscan '.repeat(500))});`;
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>tvmscan</title>');
    await writeFile(join(root, 'assets', 'app-1234.js'), script);
    await writeFile(join(root, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    await writeFile(join(root, 'assets', 'app-1234.js.gz'), gzipSync(script));
    try {
      const app = await serverWith({ webRoot: root });
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': accept } });
        expect(asset.statusCode, accept).toBe(200);
        expect(asset.headers['content-encoding'], accept).toBe(encoding);
        expect(asset.headers['content-type']).toContain('javascript');
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expectVaryOnEncoding(asset);
        expect(decoded(asset)).toBe(script);
      }
    } finally {
      await rm(root, { recursive: true });
    }
  });
});
