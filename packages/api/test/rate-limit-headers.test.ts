import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { ContractVerifier } from '../src/index.js';
import { buildCheckedServer } from './support/openapi-responses.js';

/** A call of each API that any client may send: a clock, a refused input, a list not found, a malformed hash. */
const CALLS = [
  { api: 'explorer', method: 'GET', url: '/api/explorer/v1/time' },
  { api: 'tokens', method: 'POST', url: '/api/tokens/v1/balances/search', payload: {} },
  { api: 'registry', method: 'GET', url: '/api/registry/v1/info/token_lists/by_url/nowhere' },
  { api: 'verify', method: 'GET', url: '/api/verify/info/code_hash/xyz' },
] as const;

const numberHeader = (response: LightMyRequestResponse, name: string) => Number(response.headers[name]);

/** The RateLimit header fields of the IETF draft, on every answer of the four APIs, as integrators pace their clients by them. */
describe('the RateLimit-* headers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: { max: 3, timeWindowMs: 60_000 }, verifier: {} as ContractVerifier });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(CALLS)('counts down on every answer of the $api API, and a 429 says when to come back', async (call) => {
    const send = () => app.inject({ ...call, remoteAddress: `10.1.0.${CALLS.indexOf(call) + 1}` });
    const answers = [await send(), await send(), await send(), await send()];
    expect(answers.map((answer) => numberHeader(answer, 'ratelimit-limit'))).toEqual([3, 3, 3, 3]);
    expect(answers.map((answer) => numberHeader(answer, 'ratelimit-remaining'))).toEqual([2, 1, 0, 0]);
    for (const answer of answers) {
      expect(numberHeader(answer, 'ratelimit-reset')).toBeGreaterThan(0);
      expect(numberHeader(answer, 'ratelimit-reset')).toBeLessThanOrEqual(60);
      expect(answer.headers).not.toHaveProperty('x-ratelimit-limit');
    }
    const refused = answers[3]!;
    expect(refused.statusCode).toBe(429);
    expect(numberHeader(refused, 'retry-after')).toBeGreaterThan(0);
    expect(answers.slice(0, 3).map((answer) => answer.headers['retry-after'])).toEqual([undefined, undefined, undefined]);
  });

  it('counts each client address apart', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/explorer/v1/time', remoteAddress: '10.2.0.1' });
    expect(numberHeader(answer, 'ratelimit-remaining')).toBe(2);
  });

  it('is not sent where no limit applies: the server started without one', async () => {
    const unlimited = await buildCheckedServer({ database, rateLimit: false });
    try {
      const answer = await unlimited.inject({ method: 'GET', url: '/api/explorer/v1/time' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).not.toHaveProperty('ratelimit-limit');
    } finally {
      await unlimited.close();
    }
  });
});
