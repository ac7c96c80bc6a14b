import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { TOKEN_PREFIX } from '../src/index.js';
import { NFT_ROUTES } from '../src/schemas/nft-routes.js';
import { TOKEN_ROUTES } from '../src/schemas/token-routes.js';
import { HOSTILE_SEGMENTS, hostileRequests, UNSTORABLE_TEXTS, WIDE_INTEGERS, type RouteSamples } from '@tvmscan/api/testing';
import type { RouteEntry } from '../src/schemas/route-entry.js';
import { buildCheckedServer } from './support/openapi-responses.js';
import { ALICE, BOB, DUSD, hash, JET, seedTokens, T0, UNKNOWN_ROOT } from './support/token-rows.js';

const RUNS = 1000;
/** The NFT calls, on empty NFT tables, get fewer runs: their bodies are checked by the same schemas and store inputs. */
const NFT_RUNS = 60;

/** The body fields each POST takes (read from its schema), so that fuzzed bodies often get past it. */
function bodyFields(entry: RouteEntry | undefined): string[] {
  return Object.keys((entry?.body as { properties?: object } | undefined)?.properties ?? {});
}

const ROUTES: Record<string, RouteEntry> = { ...TOKEN_ROUTES, ...NFT_ROUTES };

/** Usable path parameters and bodies of the calls that need them: each hostile value is put into one of them at a time. */
const HOSTILE_SAMPLES: Record<string, RouteSamples> = {
  ...Object.fromEntries(Object.keys(ROUTES).map((route) => [route, { params: { root: DUSD, address: ALICE, rootAddress: DUSD, substring: 'us' } }])),
  'POST /balances/snapshot': { body: { rootAddress: DUSD } },
  'POST /stats/search': { body: { aggregationType: 'Count', rootAddress: DUSD } },
  'POST /nft/items/by_id': { body: { collectionAddress: DUSD, id: '1' } },
};

const KINDS = ['Mint', 'Burn', 'Send', 'Receive', 'SendCancellation', 'BurnCancellation'] as const;

function garbage(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -0, 1e308, 4294967296, ...WIDE_INTEGERS),
    fc.integer({ min: 2 ** 31, max: 9_999_999_999 }),
    fc.constantFrom(...UNSTORABLE_TEXTS),
    fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }).map(String),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 120 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

function plausible(cursors: string[]): fc.Arbitrary<unknown> {
  const address = fc.oneof(fc.constantFrom(DUSD, JET, UNKNOWN_ROOT, ALICE, BOB), fc.stringMatching(/^-?[0-9]{1,3}:[0-9a-fA-F]{64}$/));
  return fc.oneof(
    address,
    fc.constantFrom(...cursors),
    fc.integer({ min: T0 - 10, max: T0 + 300_000 }),
    fc.integer({ min: 0, max: 1200 }),
    fc.integer({ min: -1, max: 0 }),
    fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
    fc.constantFrom('Next', 'Prev', 'Count', 'Sum', 'json', 'Tip3', 'Jetton', 'us', 'DUSD', '%_\\'),
    fc.boolean(),
    fc.array(address, { maxLength: 5 }),
    fc.array(fc.constantFrom(...KINDS), { maxLength: 7 }),
    fc.array(fc.oneof(fc.constantFrom(hash(1000), hash(1001)), fc.stringMatching(/^[0-9a-fA-F]{64}$/)), { maxLength: 3 }),
    fc.record({ by: fc.constantFrom('createdAt', 'symbol'), order: fc.constantFrom('ASC', 'DESC', 'asc') }),
    fc.constantFrom('TIP-4.1', 'TIP-4.2.2', 'VEP-1155'),
    fc.array(fc.constantFrom('NftCreated', 'OwnerChanged', 'ManagerChanged', 'NftBurned', 'Mint'), { maxLength: 5 }),
    fc.record({ transactionHash: fc.constantFrom(hash(1000), 'zz'), eventIndex: fc.integer({ min: -1, max: 3 }) }),
  );
}

function bodies(fields: readonly string[], cursors: string[]): fc.Arbitrary<string> {
  const value = fc.oneof({ weight: 3, arbitrary: plausible(cursors) }, { weight: 1, arbitrary: garbage() });
  const shaped = fc
    .tuple(fc.subarray([...fields]), fc.array(fc.string({ maxLength: 10 }), { maxLength: 1 }))
    .chain(([keys, extra]) => fc.record(Object.fromEntries([...keys, ...extra].map((key) => [key, value]))));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: garbage() }).map((json) => JSON.stringify(json) ?? 'null');
}

/** A path segment: a real address, another well-formed one, text or anything percent-encoded. */
function segment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(DUSD, JET, UNKNOWN_ROOT, ALICE, BOB, DUSD.toUpperCase(), 'us', 'JET', '%25', '_'),
    fc.stringMatching(/^-?[0-9]{1,4}:[0-9a-fA-F]{62,66}$/),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom(...HOSTILE_SEGMENTS),
  );
}

describe('fuzzing every route of the token API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const cursors: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedTokens(database.db);
    app = await buildCheckedServer({ database, rateLimit: false }, '/api/tokens/docs/json');
    const post = async (path: string, body: object) =>
      (await app.inject({ method: 'POST', url: `${TOKEN_PREFIX}${path}`, payload: body })).json().data as { nextCursor: string };
    cursors.push(
      (await post('/balances/search', { rootAddress: DUSD, limit: 2 })).nextCursor,
      (await post('/transactions/search', { limit: 2 })).nextCursor,
      (await post('/root_contract/search', { limit: 1 })).nextCursor,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function expectNoServerError(method: 'GET' | 'POST', url: string, payload?: string): Promise<void> {
    const response = await app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });
    const what = `${method} ${url} ${payload ?? ''}: ${response.body}`;
    expect(response.statusCode, what).toBeLessThan(500);
    const json = response.json() as { data?: unknown; error?: { message?: unknown } };
    if (response.statusCode === 200) return void expect(json.data, what).toBeDefined();
    expect(typeof json.error?.message, what).toBe('string');
    // A refused request names what it refuses: a body field, a path parameter, or the path itself.
    if (response.statusCode === 400) expect(json.error!.message, what).toMatch(/^(body|params)(\/\w*)*\b/i);
  }

  const routes = Object.keys(ROUTES);
  const runsOf = (route: string) => (route in NFT_ROUTES ? NFT_RUNS : RUNS);

  it.each(routes.filter((route) => route.startsWith('POST ')))('%s answers random bodies without a 5xx', async (route) => {
    const path = route.slice('POST '.length);
    await fc.assert(
      fc.asyncProperty(bodies(bodyFields(ROUTES[route]), cursors), (body) => expectNoServerError('POST', `${TOKEN_PREFIX}${path}`, body)),
      { numRuns: runsOf(route) },
    );
  });

  it.each(routes)('%s answers integers of 2^31 and more and unstorable text in every field and path parameter without a 5xx', async (route) => {
    const requests = new Map([...hostileRequests(TOKEN_ROUTES, HOSTILE_SAMPLES), ...hostileRequests(NFT_ROUTES, HOSTILE_SAMPLES)]).get(route)!;
    for (const { method, path, payload } of requests) await expectNoServerError(method as 'GET' | 'POST', `${TOKEN_PREFIX}${path}`, payload);
  });

  it.each(routes.filter((route) => route.startsWith('GET ')))('%s answers random path parameters without a 5xx', async (route) => {
    const template = route.slice('GET '.length);
    const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    await fc.assert(
      fc.asyncProperty(fc.array(segment(), { minLength: names.length, maxLength: names.length }), (values) => {
        const path = names.reduce((filled, name, index) => filled.replace(`:${name}`, values[index]!), template);
        return expectNoServerError('GET', `${TOKEN_PREFIX}${path}`);
      }),
      { numRuns: runsOf(route) },
    );
  });
});
