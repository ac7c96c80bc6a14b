import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTION_TYPE_NAMES } from '@tvmscan/store';
import type { TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { API } from './api-client.js';
import { hostileRequests, UNSTORABLE_TEXTS, WIDE_INTEGERS, type RouteSamples } from '@tvmscan/api/testing';
import { EXPLORER_ROUTES } from '../src/schemas/explorer-routes.js';
import type { RouteEntry } from '../src/schemas/route-entry.js';
import { genesisDatabase } from './genesis.js';
import { buildCheckedServer } from './support/openapi-responses.js';

const RUNS = 1000;

/** The explorer calls by method, and the fields each POST's body takes (read from its schema), so that fuzzed bodies often get past it. */
const ROUTES = Object.entries(EXPLORER_ROUTES as Record<string, RouteEntry>);
const POST_ROUTES = ROUTES.filter(([route]) => route.startsWith('POST ')).map(([route, entry]) => [route, bodyFields(entry)] as const);
const GET_ROUTES = ROUTES.filter(([route]) => route.startsWith('GET ')).map(([route]) => route);

function bodyFields(entry: RouteEntry): string[] {
  return Object.keys((entry.body as { properties?: object } | undefined)?.properties ?? {});
}

/** Values real rows of the genesis give, so that fuzzed bodies often reach the queries (a transaction's hash first, then a message's). */
interface Samples {
  hashes: string[];
  addresses: string[];
  cursors: string[];
  times: number[];
}

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

function plausible(samples: Samples): fc.Arbitrary<unknown> {
  const hash = fc.oneof(fc.constantFrom(...samples.hashes), fc.stringMatching(/^[0-9a-fA-F]{64}$/));
  const address = fc.oneof(fc.constantFrom(...samples.addresses), fc.stringMatching(/^-?[0-9]{1,3}:[0-9a-fA-F]{64}$/));
  return fc.oneof(
    hash,
    address,
    fc.constantFrom(...samples.cursors),
    fc.constantFrom(...samples.times),
    fc.integer({ min: 0, max: 120 }),
    fc.integer({ min: -1, max: 0 }),
    fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
    fc.constantFrom('Next', 'Prev', 'D1', 'H1', 'Ordinary', 'TickTock', 'Internal', 'ExternalOut', '8000000000000000', '-1:8:5'),
    fc.array(address, { maxLength: 5 }),
    fc.array(hash, { maxLength: 5 }),
    fc.array(fc.constantFrom(...ACTION_TYPE_NAMES, 'Swap'), { maxLength: 4 }),
    fc.array(fc.constantFrom('Ordinary', 'TickTock', 'Storage', 'Internal', 'ExternalIn', 'ExternalOut'), { maxLength: 4 }),
    fc.record({
      by: fc.constantFrom('balance', 'createdAt', 'updatedAt', 'genUtime', 'seqno', 'transactionTime', 'messageValue'),
      order: fc.constantFrom('ASC', 'DESC'),
    }),
  );
}

function bodies(fields: readonly string[], samples: Samples): fc.Arbitrary<unknown> {
  const value = fc.oneof({ weight: 3, arbitrary: plausible(samples) }, { weight: 1, arbitrary: garbage() });
  const shaped = fc
    .tuple(fc.subarray([...fields]), fc.array(fc.string({ maxLength: 10 }), { maxLength: 1 }))
    .chain(([keys, extra]) => fc.record(Object.fromEntries([...keys, ...extra].map((key) => [key, value]))));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: garbage() });
}

/** Usable bodies of the calls that need fields, from the genesis's rows: each hostile value is put into one of them at a time. */
function hostileSamples({ hashes, addresses, times }: Samples): Record<string, RouteSamples> {
  const [transaction, message] = hashes;
  const series = { body: { start_date: times[0]! - 86_400, end_date: times[0]! + 86_400 } };
  const account = { body: { id: addresses[0]! } };
  const byHash = { body: { hash: transaction! } };
  const byId = { body: { id: message! } };
  return {
    'POST /stats/transactions': series,
    'POST /stats/messages': series,
    'POST /stats/accounts/active': series,
    'POST /stats/accounts': series,
    'POST /stats/total_supply': series,
    'POST /accounts': account,
    'POST /accounts/state': account,
    'POST /transactions': byHash,
    'POST /transactions/raw': byHash,
    'POST /transactions/fees': byHash,
    'POST /transactions/events': byHash,
    'POST /traces/by_transaction': byHash,
    'POST /actions/by_transaction': byHash,
    'POST /actions/by_transactions': { body: { hashes: [transaction!] } },
    'POST /actions/by_account': account,
    'POST /messages': byId,
    'POST /messages/raw': byId,
    'POST /messages/tree': byId,
    'POST /messages/occurrences': byId,
    'POST /blocks': { body: { workchain: -1, shard: '8000000000000000', seqno: 1 } },
    'POST /search': { body: { query: addresses[0]! } },
    'POST /convert_address': { body: { address: addresses[0]! } },
  };
}

describeWithFixtures('fuzzing every route of the explorer API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const samples: Samples = { hashes: [], addresses: [], cursors: [], times: [] };

  beforeAll(async () => {
    database = await genesisDatabase('pglite');
    // No stream is let open (total 0): a stream request the filters accept is answered 503 rather than held open.
    app = await buildCheckedServer({ database, rateLimit: false, streams: { total: 0 } });
    const post = async (path: string, body: object) => (await app.inject({ method: 'POST', url: `${API}${path}`, payload: body })).json().data;
    const transactions = await post('/transactions/list', { limit: 30 });
    const messages = await post('/messages/list', { limit: 30 });
    const blocks = await post('/blocks/list', { limit: 30 });
    const accounts = await post('/accounts/list', { limit: 30 });
    samples.hashes.push(
      transactions.transactions[0].hash,
      messages.messages[0].messageHash,
      ...transactions.transactions.map((row: { hash: string }) => row.hash),
      ...messages.messages.map((row: { messageHash: string }) => row.messageHash),
      ...blocks.blocks.map((row: { rootHash: string }) => row.rootHash),
    );
    samples.addresses.push(...accounts.accounts.map((row: { address: string }) => row.address));
    samples.cursors.push(transactions.nextCursor, messages.next_cursor, blocks.nextCursor, accounts.nextCursor);
    samples.times.push(...transactions.transactions.map((row: { time: number }) => row.time));
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
    expect(response.statusCode, `${method} ${url} ${payload ?? ''}: ${response.body}`).toBeLessThan(500);
    const json = response.json() as { data?: unknown; error?: { message?: unknown } };
    if (response.statusCode === 200) expect(json.data, `${url} ${payload ?? ''}`).toBeDefined();
    else expect(typeof json.error?.message, `${url} ${payload ?? ''}: ${response.body}`).toBe('string');
  }

  it.each(POST_ROUTES)(`%s answers ${RUNS} random bodies without a 5xx`, async (route, fields) => {
    const path = route.slice('POST '.length);
    await fc.assert(
      fc.asyncProperty(bodies(fields, samples), async (body) => expectNoServerError('POST', `${API}${path}`, JSON.stringify(body) ?? 'null')),
      { numRuns: RUNS },
    );
  });

  it.each(ROUTES.map(([route]) => route))('%s answers integers of 2^31 and more and unstorable text in every field without a 5xx', async (route) => {
    const requests = hostileRequests(EXPLORER_ROUTES, hostileSamples(samples)).get(route)!;
    for (const { method, path, payload } of requests) await expectNoServerError(method as 'GET' | 'POST', `${API}${path}`, payload);
  });

  it.each(GET_ROUTES)(`%s answers ${RUNS} random query strings without a 5xx`, async (route) => {
    const path = route.slice('GET '.length);
    const query = fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(query, async (params) => expectNoServerError('GET', `${API}${path}?${new URLSearchParams(params).toString()}`)),
      { numRuns: RUNS },
    );
  });

  it(`GET /stream answers ${RUNS} random filters and Last-Event-IDs with a 400 naming the field, or accepts them`, async () => {
    const list = (item: fc.Arbitrary<string>) => fc.array(item, { minLength: 0, maxLength: 4 }).map((items) => items.join(','));
    const topic = fc.oneof(fc.constantFrom('blocks', 'transactions', 'transfers', 'stats', 'Blocks', ''), fc.string({ maxLength: 8 }));
    const address = fc.oneof(
      fc.constantFrom(...samples.addresses),
      fc.stringMatching(/^-?[0-9]{1,3}:[0-9a-fA-F]{1,64}$/),
      fc.string({ maxLength: 12 }),
    );
    const query = fc.record(
      {
        topics: list(topic),
        accounts: list(address),
        tokenRoots: list(address),
        tokenOwners: fc.oneof(
          list(address),
          fc.array(address, { minLength: 101, maxLength: 102 }).map((items) => items.join(',')),
        ),
        lastEventId: fc.oneof(fc.constantFrom('12', '12-3', '-1', '1-2-3', '99999999999'), fc.string({ maxLength: 12 })),
        xy: fc.string({ maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    const header = fc.option(
      fc.oneof(
        fc.constantFrom('5', '5-0', 'x'),
        fc.string({ maxLength: 12 }).filter((text) => /^[\x21-\x7e]*$/.test(text)),
      ),
    );
    await fc.assert(
      fc.asyncProperty(query, header, async (params, lastEventId) => {
        const url = `${API}/stream?${new URLSearchParams(params as Record<string, string>).toString()}`;
        const response = await app.inject({ method: 'GET', url, headers: lastEventId === null ? {} : { 'last-event-id': lastEventId } });
        const error = (response.json() as { error: { field?: string; message: string } }).error;
        if (response.statusCode === 503) expect(error.message, url).toMatch(/as many streams/);
        else {
          expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
          expect(error.field, `${url}: ${response.body}`).toMatch(
            /^(querystring\/(topics|accounts|tokenRoots|tokenOwners|lastEventId|xy)|headers\/last-event-id)$/,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});
