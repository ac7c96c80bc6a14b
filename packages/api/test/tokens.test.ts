import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, TOKEN_PREFIX } from '../src/index.js';
import type { TokenResponseOf, TokenRoute } from '../src/token-contract.js';
import { buildCheckedServer } from './support/openapi-responses.js';
import {
  ALICE,
  BOB,
  DAY,
  DUSD,
  hash,
  HOLDER,
  HOLDERS,
  HUGE,
  JET,
  seededTokenRows,
  seedTokens,
  T0,
  UNKNOWN_ROOT,
  address,
} from './support/token-rows.js';

const CREDIT = new Set(['Mint', 'Receive', 'SendCancellation', 'BurnCancellation']);

describe.each(testDatabaseKinds())('the token API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedTokens(database.db);
    app = await buildCheckedServer({ database, rateLimit: false }, '/api/tokens/docs/json');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await app.inject({ method, url: `${TOKEN_PREFIX}${path}`, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, json: response.json() as { data: never; error: { code: string; message: string } } };
  }
  async function data<Route extends TokenRoute>(
    _route: Route,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<TokenResponseOf<Route>> {
    const { status, json } = await call(method, path, body);
    expect(status, JSON.stringify(json)).toBe(200);
    return json.data;
  }
  async function expectBadField(method: 'GET' | 'POST', path: string, body: unknown, field: RegExp): Promise<void> {
    const { status, json } = await call(method, path, body);
    expect(status, JSON.stringify(json)).toBe(400);
    expect(json.error.code).toBe('BadRequest');
    expect(json.error.message).toMatch(field);
  }
  async function expectNotFound(method: 'GET' | 'POST', path: string, body?: unknown): Promise<void> {
    const { status, json } = await call(method, path, body);
    expect(status, JSON.stringify(json)).toBe(404);
    expect(json.error.code).toBe('NotFound');
  }

  describe('root contracts', () => {
    it('gives a root with the spec’s token fields and its USD price, whatever the hex case', async () => {
      const token = await data('GET /root_contract/root_address/:address', 'GET', `/root_contract/root_address/${DUSD.toUpperCase()}`);
      expect(token).toEqual({
        rootAddress: DUSD,
        name: 'Devnet USD',
        token: 'DUSD',
        totalSupply: '6000000',
        scale: 6,
        ownerAddress: ALICE,
        tokenStandard: 'Tip3',
        createdAt: T0 - 100,
        usdPrice: '1.25',
        symbol: 'DUSD',
        decimals: 6,
        rootOwnerAddress: ALICE,
        codeHash: null,
        marketValue: '7.5',
        holders: HOLDERS + 1,
        transfers24h: 4,
        volume24h: '2500',
      });
      const jet = await data('GET /root_contract/root_address/:address', 'GET', `/root_contract/root_address/${JET}`);
      expect(jet).toMatchObject({ tokenStandard: 'Jetton', totalSupply: HUGE, usdPrice: null, marketValue: null, ownerAddress: null, holders: 1 });
      await expectNotFound('GET', `/root_contract/root_address/${UNKNOWN_ROOT}`);
      await expectBadField('GET', '/root_contract/root_address/0:abc', undefined, /^params\/address /);
    });

    it('gives the total supply exactly, beyond 2^53', async () => {
      const supply = await data('GET /root_contract/supply/:address', 'GET', `/root_contract/supply/${JET}`);
      expect(supply).toEqual({ rootAddress: JET, token: 'JET', scale: 9, totalSupply: HUGE });
      await expectNotFound('GET', `/root_contract/supply/${UNKNOWN_ROOT}`);
    });

    it('finds roots by a case-insensitive part of the symbol or the name, taking LIKE characters literally', async () => {
      const symbols = async (text: string) =>
        (
          await data('GET /root_contract/symbol_substring/:substring', 'GET', `/root_contract/symbol_substring/${encodeURIComponent(text)}`)
        ).tokens.map((token) => token.token);
      expect(await symbols('us')).toEqual(['DUSD']);
      expect(await symbols('dUs')).toEqual(['DUSD']);
      expect(await symbols('coin')).toEqual(['JET']);
      expect(await symbols('e')).toEqual(['DUSD', 'JET']);
      expect(await symbols('%')).toEqual([]);
      expect(await symbols('_')).toEqual([]);
      await expectBadField('GET', '/root_contract/symbol_substring/a%00', undefined, /^params\/substring must not contain a NUL character/);
      await expectBadField('GET', `/root_contract/symbol_substring/${'x'.repeat(65)}`, undefined, /^params\/substring /);
    });

    it('lists roots newest first in cursor pages, filtered by standard, trust, text and address', async () => {
      const first = await data('POST /root_contract/search', 'POST', '/root_contract/search', { limit: 1 });
      expect(first.tokens.map((token) => token.token)).toEqual(['JET']);
      const second = await data('POST /root_contract/search', 'POST', '/root_contract/search', { limit: 1, cursor: first.nextCursor });
      expect(second.tokens.map((token) => token.token)).toEqual(['DUSD']);
      expect(second.nextCursor).toBeNull();
      const back = await data('POST /root_contract/search', 'POST', '/root_contract/search', {
        limit: 1,
        cursor: second.prevCursor,
        direction: 'Prev',
      });
      expect(back.tokens.map((token) => token.token)).toEqual(['JET']);
      const search = async (body: object) =>
        (await data('POST /root_contract/search', 'POST', '/root_contract/search', body)).tokens.map((t) => t.token);
      expect(await search({ ordering: { by: 'createdAt', order: 'ASC' } })).toEqual(['DUSD', 'JET']);
      expect(await search({ tokenStandard: 'Jetton' })).toEqual(['JET']);
      expect(await search({ trustedOnly: true })).toEqual(['DUSD']);
      expect(await search({ substring: 'USD' })).toEqual(['DUSD']);
      expect(await search({ rootAddresses: [JET, UNKNOWN_ROOT] })).toEqual(['JET']);
      await expectBadField('POST', '/root_contract/search', { cursor: 'not-a-cursor' }, /^body\/cursor /);
      await expectBadField('POST', '/root_contract/search', { ordering: { by: 'supply', order: 'ASC' } }, /^body\/ordering\/by /);
      await expectBadField('POST', '/root_contract/search', { tokenStandard: 'Tip4' }, /^body\/tokenStandard /);
    });

    it('orders roots in market order (the system list first) and by each column, in cursor pages', async () => {
      const search = async (ordering: object) =>
        (await data('POST /root_contract/search', 'POST', '/root_contract/search', { ordering })).tokens.map((t) => t.token);
      expect(await search({ by: 'market', order: 'DESC' })).toEqual(['DUSD', 'JET']);
      expect(await search({ by: 'holders', order: 'DESC' })).toEqual(['DUSD', 'JET']);
      expect(await search({ by: 'holders', order: 'ASC' })).toEqual(['JET', 'DUSD']);
      expect(await search({ by: 'price', order: 'ASC' })).toEqual(['DUSD', 'JET']);
      expect(await search({ by: 'symbol', order: 'DESC' })).toEqual(['JET', 'DUSD']);
      expect(await search({ by: 'standard', order: 'ASC' })).toEqual(['JET', 'DUSD']);
      const first = await data('POST /root_contract/search', 'POST', '/root_contract/search', {
        limit: 1,
        ordering: { by: 'transfers24h', order: 'DESC' },
      });
      expect(first.tokens.map((token) => token.token)).toEqual(['DUSD']);
      const next = await data('POST /root_contract/search', 'POST', '/root_contract/search', {
        limit: 1,
        cursor: first.nextCursor,
        ordering: { by: 'transfers24h', order: 'DESC' },
      });
      expect(next.tokens.map((token) => token.token)).toEqual(['JET']);
      await expectBadField(
        'POST',
        '/root_contract/search',
        { cursor: first.nextCursor, ordering: { by: 'holders', order: 'DESC' } },
        /^body\/cursor /,
      );
    });

    it('gives every day of a root’s range: transfers, volume (zeros on a quiet day) and the holders carried from the last change', async () => {
      const days = await data('POST /stats/root_days', 'POST', '/stats/root_days', {
        rootAddress: DUSD,
        fromDate: T0 + DAY + 3600,
        toDate: T0 + 5 * DAY,
      });
      expect(days).toEqual({
        rootAddress: DUSD,
        holdersBefore: 2,
        days: [
          { date: T0 + DAY, transfers: 4, volume: '4000', holders: 2 },
          { date: T0 + 2 * DAY, transfers: 6, volume: '6000', holders: HOLDERS + 1 },
          { date: T0 + 3 * DAY, transfers: 0, volume: '0', holders: HOLDERS + 1 },
          { date: T0 + 4 * DAY, transfers: 0, volume: '0', holders: HOLDERS + 1 },
          { date: T0 + 5 * DAY, transfers: 0, volume: '0', holders: HOLDERS + 1 },
        ],
      });
      await expectBadField('POST', '/stats/root_days', { rootAddress: DUSD, fromDate: -1 }, /^body\/fromDate /);
      await expectBadField('POST', '/stats/root_days', { rootAddress: DUSD, fromDate: 0, toDate: T0 }, /^body\/fromDate the range spans more than/);
      await expectBadField('POST', '/stats/root_days', { rootAddress: DUSD, days: 7 }, /^body\/days is not allowed/);
      await expectNotFound('POST', '/stats/root_days', { rootAddress: UNKNOWN_ROOT });
      await expectBadField('POST', '/stats/root_days', {}, /^body\/rootAddress is required/);
      await expectBadField('POST', '/stats/root_days', { rootAddress: DUSD, fromDate: T0 + DAY, toDate: T0 }, /^body\/fromDate /);
    });

    it('gives a token wallet by its own address, and what an owner’s priced balances are worth', async () => {
      const wallet = await data('GET /wallet/:address', 'GET', `/wallet/${address('1', 1)}`);
      expect(wallet).toMatchObject({
        walletAddress: address('1', 1),
        ownerAddress: ALICE,
        rootAddress: DUSD,
        token: 'DUSD',
        name: 'Devnet USD',
        amount: '5000000',
      });
      await expectNotFound('GET', `/wallet/${ALICE}`);
      await expectBadField('GET', '/wallet/0:12', undefined, /^params\/address /);
      // Alice: 5 DUSD at 1.25 (JET has no price).
      expect(await data('POST /balances/usd_value', 'POST', '/balances/usd_value', { ownerAddress: ALICE.toUpperCase() })).toEqual({
        ownerAddress: ALICE,
        usdValue: '6.25',
        balances: 2,
        pricedBalances: 1,
      });
      await expectBadField('POST', '/balances/usd_value', { ownerAddress: ALICE, extra: 1 }, /^body\/extra is not allowed/);
      await expectBadField('POST', '/balances/usd_value', {}, /^body\/ownerAddress is required/);
    });

    it('tells whether a root is active and when it was last transacted', async () => {
      const active = await data('GET /address/active/:root', 'GET', `/address/active/${DUSD}`);
      expect(active).toEqual({ rootAddress: DUSD, active: true, lastTransactionTime: T0 + 2 * DAY + 29 });
      await expectNotFound('GET', `/address/active/${UNKNOWN_ROOT}`);
      await expectBadField('GET', '/address/active/nonsense', undefined, /^params\/root /);
    });

    it('gives the wallet of an owner under a root with the token’s fields and the USD value', async () => {
      const wallet = await data('GET /root_contract/:rootAddress/address/:address', 'GET', `/root_contract/${DUSD}/address/${ALICE}`);
      expect(wallet).toEqual({
        walletAddress: address('1', 1),
        ownerAddress: ALICE,
        rootAddress: DUSD,
        token: 'DUSD',
        scale: 6,
        tokenStandard: 'Tip3',
        amount: '5000000',
        updatedAt: T0 + 10,
        usdPrice: '1.25',
        usdValue: '6.25',
        name: 'Devnet USD',
        totalSupply: '6000000',
      });
      const byWallet = await data('GET /root_contract/:rootAddress/address/:address', 'GET', `/root_contract/${DUSD}/address/${address('1', 2)}`);
      expect(byWallet).toMatchObject({ ownerAddress: BOB, amount: '0' });
      await expectNotFound('GET', `/root_contract/${JET}/address/${BOB}`);
      await expectBadField('GET', `/root_contract/${DUSD}/address/1:2`, undefined, /^params\/address /);
    });
  });

  describe('balances', () => {
    it('walks the holders of a root largest first, each once, without empty wallets', async () => {
      const seen: string[] = [];
      const amounts: bigint[] = [];
      let cursor: string | null = null;
      do {
        const page: TokenResponseOf<'POST /balances/search'> = await data('POST /balances/search', 'POST', '/balances/search', {
          rootAddress: DUSD,
          cursor,
        });
        expect(page.balances.length).toBeLessThanOrEqual(10);
        seen.push(...page.balances.map((balance) => balance.ownerAddress));
        amounts.push(...page.balances.map((balance) => BigInt(balance.amount)));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(seen).toHaveLength(HOLDERS + 1);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen[0]).toBe(ALICE);
      expect(seen).not.toContain(BOB);
      expect([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(amounts);
      const count = await data('POST /balances/count', 'POST', '/balances/count', { rootAddress: DUSD });
      expect(count).toEqual({ totalCount: HOLDERS + 1 });
    });

    it('filters by amount and by owner, with the USD value where a price is known', async () => {
      const middle = await data('POST /balances/search', 'POST', '/balances/search', {
        rootAddress: DUSD,
        amountGe: '5000',
        amountLe: '7000',
        limit: 100,
      });
      expect(middle.balances.map((balance) => balance.ownerAddress)).toEqual([HOLDER(6), HOLDER(5), HOLDER(4)]);
      expect(await data('POST /balances/count', 'POST', '/balances/count', { rootAddress: DUSD, amountGe: '5000', amountLe: '7000' })).toEqual({
        totalCount: 3,
      });
      const alice = await data('POST /balances/search', 'POST', '/balances/search', { ownerAddress: ALICE });
      expect(alice.balances.map((balance) => [balance.token, balance.amount, balance.usdValue])).toEqual([
        ['JET', HUGE, null],
        ['DUSD', '5000000', '6.25'],
      ]);
      const bob = await data('POST /balances/search', 'POST', '/balances/search', { ownerAddress: BOB });
      expect(bob.balances).toEqual([expect.objectContaining({ rootAddress: UNKNOWN_ROOT, token: null, scale: null, amount: '7', usdValue: null })]);
    });

    it('refuses a search naming neither root nor owner, and malformed fields, naming them', async () => {
      await expectBadField('POST', '/balances/search', {}, /^body\/rootAddress /);
      await expectBadField('POST', '/balances/count', { amountGe: '1' }, /^body\/rootAddress /);
      await expectBadField('POST', '/balances/search', { rootAddress: 'x' }, /^body\/rootAddress /);
      await expectBadField('POST', '/balances/search', { rootAddress: DUSD, amountGe: '1.5' }, /^body\/amountGe /);
      await expectBadField('POST', '/balances/search', { rootAddress: DUSD, amountLe: '-1' }, /^body\/amountLe /);
      await expectBadField('POST', '/balances/search', { rootAddress: DUSD, owner: ALICE }, /^body\/owner is not allowed/);
      await expectBadField('POST', '/balances/search', { rootAddress: DUSD, limit: 101 }, /^body\/limit /);
      await expectBadField('POST', '/balances/search', { rootAddress: DUSD, direction: 'Prev' }, /^body\/direction /);
    });

    it('gives a snapshot of the holders as of a block time, undoing the operations after it', async () => {
      const now = await data('POST /balances/snapshot', 'POST', '/balances/snapshot', { rootAddress: DUSD, limit: 3 });
      expect(now.balances).toEqual([
        { ownerAddress: ALICE, walletAddress: address('1', 1), amount: '5000000' },
        { ownerAddress: HOLDER(22), walletAddress: address('2', 22), amount: '23000' },
        { ownerAddress: HOLDER(21), walletAddress: address('2', 21), amount: '22000' },
      ]);
      expect(now).toMatchObject({ rootAddress: DUSD, token: 'DUSD', scale: 6 });
      const at = T0 + DAY + 12;
      const rows = seededTokenRows();
      const heldThen = (owner: string) => {
        const wallet = rows.wallets!.find((row) => row.root_address === DUSD && row.owner_address === owner)!;
        const later = rows
          .transactions!.filter((row) => row.wallet_address === wallet.address && row.root_address === DUSD && Number(row.block_time) > at)
          .reduce((sum, row) => sum + (CREDIT.has(row.kind) ? 1n : -1n) * BigInt(row.amount as string), 0n);
        return { ownerAddress: owner, walletAddress: wallet.address, amount: String(BigInt(wallet.balance as string) - later) };
      };
      const past = await data('POST /balances/snapshot', 'POST', '/balances/snapshot', {
        rootAddress: DUSD,
        blockTime: at,
        ownerAddresses: [ALICE, BOB],
      });
      expect(past.blockTime).toBe(at);
      const [alice, bob] = [heldThen(ALICE), heldThen(BOB)];
      expect(alice.amount).not.toBe('5000000');
      expect(BigInt(bob.amount)).toBeGreaterThan(0n);
      expect(past.balances).toEqual([alice, bob]);
      await expectNotFound('POST', '/balances/snapshot', { rootAddress: UNKNOWN_ROOT });
      await expectBadField('POST', '/balances/snapshot', {}, /^body\/rootAddress is required/);
      await expectBadField('POST', '/balances/snapshot', { rootAddress: DUSD, limit: 1001 }, /^body\/limit /);
    });
  });

  describe('token transactions', () => {
    const search = (body: object) => data('POST /transactions/search', 'POST', '/transactions/search', body);
    const count = async (body: object) => (await data('POST /transactions/count', 'POST', '/transactions/count', body)).totalCount;

    it('walks every token transaction newest first, each once, with the spec’s fields', async () => {
      const hashes: string[] = [];
      let cursor: string | null = null;
      do {
        const page: TokenResponseOf<'POST /transactions/search'> = await search({ cursor, limit: 7, format: 'json' });
        hashes.push(...page.transactions.map((row) => row.transactionHash));
        const times = page.transactions.map((row) => row.blockTime);
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(hashes).toHaveLength(31);
      expect(new Set(hashes).size).toBe(31);
      expect(await count({})).toBe(31);
      const [jet] = (await search({ rootAddress: JET })).transactions;
      expect(jet).toEqual({
        transactionHash: hash(99),
        position: 0,
        messageHash: hash(1000),
        kind: 'Mint',
        walletAddress: address('1', 1),
        ownerAddress: ALICE,
        sender: { ownerAddress: null, walletAddress: null },
        receiver: { ownerAddress: ALICE, walletAddress: address('1', 1) },
        rootAddress: JET,
        token: 'JET',
        scale: 9,
        tokenStandard: 'Tip3',
        amount: HUGE,
        blockTime: T0 + 5,
        lt: '999',
      });
    });

    it('filters by owner, kinds, time, amount, message hashes and trusted roots, and counts the same', async () => {
      const cases: [object, number][] = [
        [{ ownerAddress: ALICE }, 16],
        [{ ownerAddress: BOB, rootAddress: DUSD }, 15],
        [{ txKinds: ['Mint'] }, 6],
        [{ txKinds: ['SendCancellation', 'BurnCancellation'] }, 10],
        [{ txKinds: ['Mint', 'Burn', 'Send', 'Receive', 'SendCancellation', 'BurnCancellation'] }, 31],
        [{ blockTimeGe: T0 + DAY, blockTimeLe: T0 + 2 * DAY - 1 }, 10],
        [{ amountGe: '2500', amountLe: '3000' }, 6],
        [{ messageHases: [hash(1000), hash(1001).toUpperCase()] }, 3],
        [{ trustedOnly: true }, 30],
      ];
      for (const [filter, expected] of cases) {
        expect((await search({ ...filter, limit: 100 })).transactions, JSON.stringify(filter)).toHaveLength(expected);
        expect(await count(filter), JSON.stringify(filter)).toBe(expected);
      }
    });

    it('refuses malformed filters, naming the field', async () => {
      await expectBadField('POST', '/transactions/search', { txKinds: ['Transfer'] }, /^body\/txKinds\/0 /);
      await expectBadField('POST', '/transactions/search', { txKinds: [] }, /^body\/txKinds /);
      await expectBadField('POST', '/transactions/search', { format: 'csv' }, /^body\/format /);
      await expectBadField('POST', '/transactions/search', { messageHases: ['00'] }, /^body\/messageHases\/0 /);
      await expectBadField('POST', '/transactions/count', { blockTimeGe: -1 }, /^body\/blockTimeGe /);
      await expectBadField('POST', '/transactions/count', { messageHashes: [hash(1)] }, /^body\/messageHashes is not allowed/);
      const other = await data('POST /root_contract/search', 'POST', '/root_contract/search', { limit: 1 });
      await expectBadField('POST', '/transactions/search', { cursor: other.nextCursor }, /^body\/cursor .*another list/);
    });
  });

  describe('stats', () => {
    const stats = (body: object) => data('POST /stats/search', 'POST', '/stats/search', body);
    const range = { fromDate: T0, toDate: T0 + 3 * DAY - 1 };

    it('gives per-day counts or sums by kind', async () => {
      expect(await stats({ aggregationType: 'Count', rootAddress: DUSD, ...range })).toEqual([
        { date: T0, type: 'Mint', count: 1 },
        { date: T0, type: 'Send', count: 1 },
        { date: T0 + DAY, type: 'Mint', count: 2 },
        { date: T0 + DAY, type: 'Send', count: 2 },
        { date: T0 + 2 * DAY, type: 'Mint', count: 3 },
        { date: T0 + 2 * DAY, type: 'Send', count: 3 },
      ]);
      expect(await stats({ aggregationType: 'Sum', rootAddress: DUSD, txTypes: ['Send'], fromDate: T0 + DAY, toDate: T0 + DAY })).toEqual([
        { date: T0 + DAY, type: 'Send', sum: '2000' },
      ]);
      expect(await stats({ aggregationType: 'Count', ...range, txTypes: ['Burn'] })).toEqual([]);
    });

    it('refuses a sum without a root and a backward or endless range, naming the field', async () => {
      await expectBadField('POST', '/stats/search', { aggregationType: 'Sum' }, /^body\/rootAddress /);
      await expectBadField('POST', '/stats/search', {}, /^body\/aggregationType is required/);
      await expectBadField('POST', '/stats/search', { aggregationType: 'Avg' }, /^body\/aggregationType /);
      await expectBadField('POST', '/stats/search', { aggregationType: 'Count', fromDate: T0 + DAY, toDate: T0 }, /^body\/fromDate /);
      await expectBadField('POST', '/stats/search', { aggregationType: 'Count', fromDate: 0, toDate: T0 }, /^body\/fromDate .*days/);
    });
  });

  it('answers unknown paths under the prefix with 404 and serves its OpenAPI document apart', async () => {
    await expectNotFound('GET', '/root_contract/nothing/here/at/all');
    const page = await app.inject({ method: 'GET', url: '/api/tokens/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/tokens/docs/initializer.js');
  });

  it('caches answers like the explorer API: an ETag, and 304 when the client holds it', async () => {
    const url = `${TOKEN_PREFIX}/root_contract/root_address/${DUSD}`;
    const first = await app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers['etag']) } });
    expect(again.statusCode).toBe(304);
  });

  it('is rate limited like the explorer API', async () => {
    const limited = await buildServer({ database, rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await limited.inject({ method: 'GET', url: `${TOKEN_PREFIX}/root_contract/supply/${DUSD}` })).statusCode);
    const refused = await limited.inject({ method: 'GET', url: `${TOKEN_PREFIX}/root_contract/supply/${DUSD}` });
    await limited.close();
    expect(statuses).toEqual([200, 200, 429]);
    expect(refused.json()).toMatchObject({ error: { code: 'TooManyRequests' } });
  });
});
