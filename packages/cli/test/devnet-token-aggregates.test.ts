import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, TOKEN_PREFIX } from '@tvmscan/api';
import type { RootDaysResponse, Token, TokenTransaction, TokenTransactionSearchResponse } from '@tvmscan/api/token-contract';
import { defaultActivities, Devnet, ManualClock, Workload, type TokenLedger } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { runWorkloadAndSettle } from './devnet-chain.js';

const HOUR_MS = 3_600_000;
const DAY = 86_400;
/** The quiet hours before each burst of token activity: the last burst comes more than a day after the ones before. */
const GAPS_HOURS = [0, 20, 9, 30];
const TRANSACTIONS_PER_BURST = 400;
/** One row per transfer, as the web asks a token's list by default: every kind but Receive. */
const TRANSFER_KINDS = ['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation'];

/** A multiset of keys: how often each occurs. */
function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

interface Figures {
  holders: number;
  transfers24h: number;
  volume24h: string;
}

/**
 * Issue 37: the holders and 24-hour figures the indexer keeps for each root, through bursts of activity spread over
 * days and indexed a few blocks a write (so the window moves across writes), equal what the root's wallets and token
 * transactions give, and so do the token API's answers and a root's days.
 */
describe('per-root token figures of a devnet chain whose token activity spans days', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  let roots: string[];
  let headTime: number;
  let ledger: TokenLedger;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'token-aggregates', walletCount: 8 });
    // The native activities beside the token ones keep the wallets paying for their transfers, so that every transfer
    // the ledger enters leaves its wallet.
    const workload = defaultActivities(devnet);
    ledger = workload.ledger;
    for (const [burst, gap] of GAPS_HOURS.entries()) {
      clock.advance(gap * HOUR_MS);
      devnet.setWorkload(new Workload(`token-aggregates-${burst}`, workload.activities, 40, devnet));
      const target = devnet.sealedTransactions + TRANSACTIONS_PER_BURST;
      runWorkloadAndSettle(devnet, clock, () => devnet.sealedTransactions >= target, 10_000);
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false, groupBatches: 5 });
    roots = (await database.db.selectFrom('token_roots').select('address').orderBy('address').execute()).map((root) => root.address);
    const head = await database.db
      .selectFrom('blocks')
      .select(({ fn }) => fn.max('gen_utime').as('time'))
      .where('workchain', '=', -1)
      .executeTakeFirstOrThrow();
    headTime = Number(head.time);
    app = await buildServer({ database, rateLimit: false });
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await app.inject({ method, url: `${TOKEN_PREFIX}${path}`, ...(body ? { payload: body } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  }

  /** A root's figures counted from its rows: wallets holding a positive amount, and its transactions but Receive in the last 24 h of the chain. */
  async function countedFigures(root: string): Promise<Figures> {
    const holders = await database.db
      .selectFrom('token_wallets')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('root_address', '=', root)
      .where(sql<boolean>`balance > 0`)
      .executeTakeFirstOrThrow();
    const transfers = await database.db
      .selectFrom('token_transactions')
      .select(({ fn }) => [fn.countAll<string>().as('count'), sql<string>`coalesce(sum(amount), 0)::text`.as('volume')])
      .where('root_address', '=', root)
      .where('kind', '<>', 'Receive')
      .where('block_time', '>', BigInt(headTime - DAY))
      .executeTakeFirstOrThrow();
    return { holders: Number(holders.count), transfers24h: Number(transfers.count), volume24h: transfers.volume };
  }

  it('spreads the token activity over more than a day, so that the window leaves transfers out', async () => {
    expect(roots.length).toBeGreaterThanOrEqual(2);
    const standards = await database.db.selectFrom('token_roots').select('standard').distinct().execute();
    expect(standards.map((row) => row.standard).sort()).toEqual(['Jetton', 'Tip3']);
    const all = await database.db
      .selectFrom('token_transactions')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('kind', '<>', 'Receive')
      .where('root_address', '<>', '')
      .executeTakeFirstOrThrow();
    const inWindow = (await Promise.all(roots.map(countedFigures))).reduce((sum, figures) => sum + figures.transfers24h, 0);
    expect(inWindow).toBeGreaterThan(0);
    expect(inWindow).toBeLessThan(Number(all.count));
  });

  it("gives every root the holders and 24-hour transfers and volume its wallets and token transactions give, in the root's answer and the tokens page", async () => {
    const page = await call<{ tokens: Token[] }>('POST', '/root_contract/search', { limit: 100, ordering: { by: 'market', order: 'DESC' } });
    expect(page.tokens.map((token) => token.rootAddress).sort()).toEqual(roots);
    for (const root of roots) {
      const counted = await countedFigures(root);
      const answer = await call<Token>('GET', `/root_contract/root_address/${root}`);
      expect({ holders: answer.holders, transfers24h: answer.transfers24h, volume24h: answer.volume24h }, root).toEqual(counted);
      expect(page.tokens.find((token) => token.rootAddress === root)).toEqual(answer);
      expect(await call<{ totalCount: number }>('POST', '/balances/count', { rootAddress: root }), root).toEqual({ totalCount: counted.holders });
    }
    const byHolders = await call<{ tokens: Token[] }>('POST', '/root_contract/search', { limit: 100, ordering: { by: 'holders', order: 'DESC' } });
    const holders = byHolders.tokens.map((token) => token.holders);
    expect(holders).toEqual([...holders].sort((a, b) => b - a));
  });

  /** Every page of a root's token transactions of `txKinds`, as the token API answers them. */
  async function allTransactions(rootAddress: string, txKinds: string[]): Promise<TokenTransaction[]> {
    const rows: TokenTransaction[] = [];
    let cursor: string | null = null;
    do {
      const page: TokenTransactionSearchResponse = await call('POST', '/transactions/search', {
        rootAddress,
        txKinds,
        limit: 100,
        ...(cursor ? { cursor } : {}),
      });
      rows.push(...page.transactions);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return rows;
  }

  it("lists each root's transfers once, sender → receiver with their amounts, as the workload's ledger made them", async () => {
    for (const root of roots) {
      const made = ledger.operations().filter((operation) => operation.token === root);
      expect(made.length, root).toBeGreaterThan(0);
      // A bounced transfer went out as a Send (naming its receiver) before it came back to the sender as its
      // cancellation, whose bounced message names no receiver.
      const key = (kind: string, from: string | null, to: string | null, amount: string) =>
        [kind, from ?? '-', kind === 'SendCancellation' ? '-' : (to ?? '-'), amount].join(' ');
      const expected = countKeys(
        made.flatMap((operation) => {
          const amount = String(operation.amount);
          const entered = key(operation.kind, operation.from, operation.to, amount);
          return operation.kind === 'SendCancellation' ? [entered, key('Send', operation.from, operation.to, amount)] : [entered];
        }),
      );
      const rows = await allTransactions(root, TRANSFER_KINDS);
      const listed = countKeys(rows.map((row) => key(row.kind, row.sender?.ownerAddress ?? null, row.receiver?.ownerAddress ?? null, row.amount)));
      expect(new Set(made.map((operation) => operation.kind)), root).toContain('Send');
      expect(listed, root).toEqual(expected);
      const { totalCount } = await call<{ totalCount: number }>('POST', '/transactions/count', { rootAddress: root, txKinds: TRANSFER_KINDS });
      expect(totalCount, root).toBe(rows.length);
      // Every kind lists each transfer that arrived twice: its Send and its Receive.
      const arrived = rows.filter((row) => row.kind === 'Send').length - rows.filter((row) => row.kind === 'SendCancellation').length;
      expect((await allTransactions(root, [...TRANSFER_KINDS, 'Receive'])).length, root).toBe(rows.length + arrived);
    }
  });

  it("gives each root's days the transfers and volume of its token transactions, and the holders its balances had at each day's end", async () => {
    const firstDay = (
      await database.db
        .selectFrom('token_transactions')
        .select(({ fn }) => fn.min('block_time').as('time'))
        .executeTakeFirstOrThrow()
    ).time;
    const fromDate = Number(firstDay) - (Number(firstDay) % DAY);
    for (const root of roots) {
      const { days, holdersBefore } = await call<RootDaysResponse>('POST', '/stats/root_days', { rootAddress: root, fromDate, toDate: headTime });
      expect(holdersBefore, root).toBe(0);
      // Every day of the range has its bucket, quiet ones included.
      expect(days.map((day) => day.date)).toEqual(Array.from({ length: Math.floor((headTime - fromDate) / DAY) + 1 }, (_, i) => fromDate + i * DAY));
      const rows = await database.db
        .selectFrom('token_transactions')
        .select(['block_time', 'amount'])
        .where('root_address', '=', root)
        .where('kind', '<>', 'Receive')
        .execute();
      const perDay = new Map<number, { transfers: number; volume: bigint }>();
      for (const row of rows) {
        const day = Number(row.block_time) - (Number(row.block_time) % DAY);
        const sum = perDay.get(day) ?? { transfers: 0, volume: 0n };
        perDay.set(day, { transfers: sum.transfers + 1, volume: sum.volume + BigInt(row.amount) });
      }
      for (const day of days) {
        const counted = perDay.get(day.date) ?? { transfers: 0, volume: 0n };
        expect({ transfers: day.transfers, volume: day.volume }, `${root} ${day.date}`).toEqual({
          transfers: counted.transfers,
          volume: String(counted.volume),
        });
        const snapshot = await call<{ balances: unknown[] }>('POST', '/balances/snapshot', {
          rootAddress: root,
          blockTime: day.date + DAY - 1,
          limit: 1000,
        });
        expect(day.holders, `${root} holders at the end of ${day.date}`).toBe(snapshot.balances.length);
      }
      expect(
        [...perDay.keys()].every((day) => days.some((listed) => listed.date === day)),
        root,
      ).toBe(true);
      expect(days.at(-1)?.holders ?? 0, root).toBe((await countedFigures(root)).holders);
    }
  });
});
