import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { API } from './api-client.js';
import { genesisDatabase } from './genesis.js';
import { buildCheckedServer } from './support/openapi-responses.js';

const RUNS = 1000;

/** Every POST route of the explorer API and the fields its body takes. */
const POST_ROUTES: Record<string, readonly string[]> = {
  '/stats/transactions': ['start_date', 'end_date', 'timeframe'],
  '/stats/messages': ['start_date', 'end_date', 'timeframe'],
  '/stats/accounts': ['start_date', 'end_date', 'timeframe'],
  '/stats/accounts/active': ['start_date', 'end_date', 'timeframe'],
  '/stats/total_supply': ['start_date', 'end_date', 'timeframe'],
  '/stats/transactions_10m': [],
  '/accounts': ['id'],
  '/accounts/state': ['id'],
  '/accounts/list': ['limit', 'cursor', 'direction', 'offset', 'ordering', 'balanceGe', 'balanceLe', 'createdAtGe', 'createdAtLe', 'codeHash'],
  '/accounts/count': ['balanceGe', 'balanceLe', 'createdAtGe', 'createdAtLe', 'codeHash'],
  '/transactions': ['id', 'hash'],
  '/transactions/raw': ['id', 'hash'],
  '/transactions/fees': ['id', 'hash'],
  '/transactions/events': ['id', 'hash'],
  '/transactions/list': [
    'limit',
    'cursor',
    'direction',
    'offset',
    'ordering',
    'block',
    'includeAccounts',
    'excludeAccounts',
    'txTypes',
    'timeGe',
    'timeLe',
    'balanceChangeGe',
    'balanceChangeLe',
  ],
  '/transactions/count': ['block', 'includeAccounts', 'excludeAccounts', 'txTypes', 'timeGe', 'timeLe', 'balanceChangeGe', 'balanceChangeLe'],
  '/messages': ['id'],
  '/messages/raw': ['id'],
  '/messages/tree': ['id'],
  '/messages/occurrences': ['id'],
  '/messages/list': [
    'limit',
    'cursor',
    'direction',
    'isOut',
    'block',
    'messageTypes',
    'includeAccounts',
    'excludeAccounts',
    'includeSrcAccounts',
    'excludeSrcAccounts',
    'includeDstAccounts',
    'excludeDstAccounts',
    'transactionTimeGe',
    'transactionTimeLe',
    'messageValueGe',
    'messageValueLe',
  ],
  '/messages/count': [
    'isOut',
    'block',
    'messageTypes',
    'includeAccounts',
    'excludeAccounts',
    'includeSrcAccounts',
    'excludeSrcAccounts',
    'includeDstAccounts',
    'excludeDstAccounts',
    'transactionTimeGe',
    'transactionTimeLe',
    'messageValueGe',
    'messageValueLe',
  ],
  '/blocks': ['hash', 'workchain', 'shard', 'seqno'],
  '/blocks/list': ['limit', 'cursor', 'direction', 'ordering', 'transactionCountGe', 'workchain'],
  '/blocks/count': ['transactionCountGe', 'workchain'],
  '/blocks/key-block-config': [],
  '/search': ['query'],
  '/convert_address': ['address'],
};

const GET_ROUTES = ['/stats', '/elections/config', '/elections/state', '/elections/bonuses', '/elections/current-validators-top', '/time'];

/** Values real rows of the genesis give, so that fuzzed bodies often reach the queries. */
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
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -0, 1e308, 4294967296),
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

describeWithFixtures('fuzzing every route of the explorer API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const samples: Samples = { hashes: [], addresses: [], cursors: [], times: [] };

  beforeAll(async () => {
    database = await genesisDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false });
    const post = async (path: string, body: object) => (await app.inject({ method: 'POST', url: `${API}${path}`, payload: body })).json().data;
    const transactions = await post('/transactions/list', { limit: 30 });
    const messages = await post('/messages/list', { limit: 30 });
    const blocks = await post('/blocks/list', { limit: 30 });
    const accounts = await post('/accounts/list', { limit: 30 });
    samples.hashes.push(
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

  it.each(Object.entries(POST_ROUTES))(`POST %s answers ${RUNS} random bodies without a 5xx`, async (path, fields) => {
    await fc.assert(
      fc.asyncProperty(bodies(fields, samples), async (body) => expectNoServerError('POST', `${API}${path}`, JSON.stringify(body) ?? 'null')),
      { numRuns: RUNS },
    );
  });

  it.each(GET_ROUTES)(`GET %s answers ${RUNS} random query strings without a 5xx`, async (path) => {
    const query = fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(query, async (params) => expectNoServerError('GET', `${API}${path}?${new URLSearchParams(params).toString()}`)),
      { numRuns: RUNS },
    );
  });
});
