import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, jwksTokenVerifier } from '../src/index.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from './token-issuer.js';

const CLIENT = '198.51.100.7';

for (const kind of testDatabaseKinds()) {
  describe(`two API servers counting their rate limit in one database (${kind})`, () => {
    let database: TestDatabase;
    let servers: FastifyInstance[] = [];
    let issuer: TestIssuer;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      issuer = await startTestIssuer();
      const auth = { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: [] } };
      const rateLimit = { max: 4, timeWindowMs: 60_000, perKeyMax: 6, sharedIn: database.db };
      const options = { database, rateLimit, responseCache: false as const, auth };
      servers = [await buildServer(options), await buildServer(options)];
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await issuer?.close();
      await database?.close();
    });
    const time = (server: FastifyInstance, remoteAddress: string) => server.inject({ method: 'GET', url: '/api/explorer/v1/time', remoteAddress });

    it('holds the per-IP limit across both, whichever answers', async () => {
      const [a, b] = servers as [FastifyInstance, FastifyInstance];
      const remaining: unknown[] = [];
      for (const server of [a, b, a, b]) {
        const answer = await time(server, CLIENT);
        expect(answer.statusCode).toBe(200);
        remaining.push(answer.headers['ratelimit-remaining']);
      }
      expect(remaining).toEqual(['3', '2', '1', '0']);
      for (const server of [a, b]) {
        const refused = await time(server, CLIENT);
        expect(refused.statusCode).toBe(429);
        expect((refused.json() as { error: { code: string } }).error.code).toBe('TooManyRequests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      }
      expect((await time(b, '198.51.100.8')).statusCode).toBe(200);
      const tokenApi = await b.inject({ method: 'POST', url: '/api/tokens/v1/root_contract/search', payload: {}, remoteAddress: CLIENT });
      expect(tokenApi.statusCode).toBe(200);
    });

    it('loses no request counted by both at once', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => time(servers[index % 2]!, '198.51.100.9')));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(6);
    });

    it("holds an API key's quota across both, from any address", async () => {
      const [a, b] = servers as [FastifyInstance, FastifyInstance];
      const authorization = `Bearer ${await issuer.sign({ sub: 'quota-holder' })}`;
      const created = await a.inject({
        method: 'GET',
        url: '/api/registry/v1/authorized/api_key',
        headers: { authorization },
        remoteAddress: '203.0.113.1',
      });
      const key = (created.json() as { data: { personal_access_token: string } }).data.personal_access_token;
      const statuses: number[] = [];
      for (const [index, server] of [a, b, a, b, a, b, a, b].entries()) {
        const remoteAddress = `203.0.113.${10 + index}`;
        statuses.push(
          (await server.inject({ method: 'GET', url: '/api/explorer/v1/time', headers: { 'x-api-key': key }, remoteAddress })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    });
  });
}
