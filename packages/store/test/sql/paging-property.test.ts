import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountInsert } from '../../src/chain/accounts.js';
import type { TransactionRow } from '../../src/chain/chain-rows.js';
import { ACCOUNT_SORTS, listAccounts, type AccountFilter, type AccountSort } from '../../src/chain/queries/accounts.js';
import { listTransactions, TRANSACTION_SORTS, type TransactionFilter, type TransactionSort } from '../../src/chain/queries/transactions.js';
import type { Ordering } from '../../src/sql/ordering.js';
import { accountRow, hashOf, rawAddress, transactionRow, writeBatch } from '../support/chain-rows.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { compareBigint, compareText, walkBackward, walkForward } from '../support/walk.js';

const RUNS = 40;
const BASE_TIME = 1_700_000_000n;
const ACCOUNTS = [0, 1, 2, 3, 4].map((index) => ({ workchain: index === 0 ? -1 : 0, address: hashOf(`property account ${index}`) }));
const BLOCKS = [0, 1, 2].map((index) => hashOf(`property block ${index}`));
const TYPES = ['Ordinary', 'TickTock', 'Storage'] as const;
const amount = fc.oneof(fc.constantFrom(0n, 1n, 10n ** 9n), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }));
const balance = fc.oneof(fc.constantFrom(0n, 10n ** 9n), fc.bigInt({ min: 0n, max: 10n ** 24n }));
const order = fc.constantFrom('ASC' as const, 'DESC' as const);

const transactionsArbitrary = fc
  .array(
    fc.record({
      account: fc.nat({ max: ACCOUNTS.length - 1 }),
      block: fc.nat({ max: BLOCKS.length - 1 }),
      now: fc.bigInt({ min: 0n, max: 6n }),
      lt: fc.bigInt({ min: 1n, max: 40n }),
      type: fc.constantFrom(...TYPES),
      balanceChange: amount,
      inValue: fc.oneof(fc.constantFrom(0n, 7n), fc.bigInt({ min: 0n, max: 10n ** 20n })),
    }),
    { maxLength: 40 },
  )
  .map((drafts) =>
    drafts.map((draft, index) =>
      transactionRow({
        hash: hashOf(`property transaction ${index}`),
        workchain: ACCOUNTS[draft.account]!.workchain,
        account: ACCOUNTS[draft.account]!.address,
        lt: draft.lt,
        now: BASE_TIME + draft.now,
        block_root_hash: BLOCKS[draft.block]!,
        mc_seqno: 1,
        tx_type: draft.type,
        balance_change: String(draft.balanceChange),
        in_msg_value: String(draft.inValue > 0n ? draft.inValue : 0n),
      }),
    ),
  );

const accountSubset = fc.subarray(
  ACCOUNTS.map((account) => rawAddress(account.workchain, account.address)),
  { minLength: 1 },
);
const time = fc.bigInt({ min: 0n, max: 6n }).map((offset) => BASE_TIME + offset);
/** A filter field given in about one case out of four, so that most walks keep a good share of the rows. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });

const transactionFilterArbitrary: fc.Arbitrary<TransactionFilter> = fc.record({
  block: sometimes(fc.constantFrom(...BLOCKS)),
  includeAccounts: sometimes(accountSubset),
  excludeAccounts: sometimes(accountSubset),
  txTypes: sometimes(fc.subarray([...TYPES], { minLength: 1 })),
  timeGe: sometimes(time),
  timeLe: sometimes(time),
  balanceChangeGe: sometimes(amount),
  balanceChangeLe: sometimes(amount),
});

function matchesTransaction(row: TransactionRow, filter: TransactionFilter): boolean {
  const id = rawAddress(row.workchain, row.account);
  const change = BigInt(row.balance_change as string);
  return (
    (filter.block === undefined || row.block_root_hash === filter.block) &&
    (filter.includeAccounts === undefined || filter.includeAccounts.includes(id)) &&
    (filter.excludeAccounts === undefined || !filter.excludeAccounts.includes(id)) &&
    (filter.txTypes === undefined || filter.txTypes.includes(row.tx_type as never)) &&
    (filter.timeGe === undefined || BigInt(row.now) >= BigInt(filter.timeGe)) &&
    (filter.timeLe === undefined || BigInt(row.now) <= BigInt(filter.timeLe)) &&
    (filter.balanceChangeGe === undefined || change >= BigInt(filter.balanceChangeGe)) &&
    (filter.balanceChangeLe === undefined || change <= BigInt(filter.balanceChangeLe))
  );
}

function compareTransactions(by: TransactionSort): (a: TransactionRow, b: TransactionRow) => number {
  return by === 'transactionTime'
    ? (a, b) => compareBigint(a.now, b.now) || compareBigint(a.lt, b.lt) || compareText(a.hash!, b.hash!)
    : (a, b) => compareBigint(a.in_msg_value as string, b.in_msg_value as string) || compareText(a.hash!, b.hash!);
}

const accountsArbitrary = fc
  .uniqueArray(fc.nat({ max: 60 }), { maxLength: 30 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          balance,
          createdAt: fc.option(fc.bigInt({ min: 0n, max: 5n }), { nil: null, freq: 2 }),
          updatedAt: fc.option(fc.bigInt({ min: 0n, max: 5n }), { nil: null, freq: 2 }),
        }),
      ),
    ),
  )
  .map((drafts) =>
    drafts.map((draft) =>
      accountRow({
        workchain: draft.id % 3 === 0 ? -1 : 0,
        address: hashOf(`property account row ${draft.id}`),
        balance: String(draft.balance),
        created_at: draft.createdAt === null ? null : BASE_TIME + draft.createdAt,
        updated_at: draft.updatedAt === null ? null : BASE_TIME + draft.updatedAt,
      }),
    ),
  );

const accountFilterArbitrary: fc.Arbitrary<AccountFilter> = fc.record({
  balanceGe: sometimes(balance),
  balanceLe: sometimes(balance),
  createdAtGe: sometimes(time),
  createdAtLe: sometimes(time),
});

function matchesAccount(row: AccountInsert, filter: AccountFilter): boolean {
  const balance = BigInt(row.balance as string);
  const created = row.created_at === null || row.created_at === undefined ? null : BigInt(row.created_at);
  return (
    (filter.balanceGe === undefined || balance >= BigInt(filter.balanceGe)) &&
    (filter.balanceLe === undefined || balance <= BigInt(filter.balanceLe)) &&
    (filter.createdAtGe === undefined || (created !== null && created >= BigInt(filter.createdAtGe))) &&
    (filter.createdAtLe === undefined || (created !== null && created <= BigInt(filter.createdAtLe)))
  );
}

/** Ascending comparison with a missing time below every other: an undated account is the oldest, last when newest first. */
function compareAccounts(by: AccountSort): (a: AccountInsert, b: AccountInsert) => number {
  const value = (row: AccountInsert) => (by === 'balance' ? row.balance : by === 'createdAt' ? row.created_at : row.updated_at) ?? null;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    const first = x === null || y === null ? Number(y === null) - Number(x === null) : compareBigint(x as bigint, y as bigint);
    return first || a.workchain - b.workchain || compareText(a.address, b.address);
  };
}

function sorted<T>(rows: readonly T[], compare: (a: T, b: T) => number, direction: 'ASC' | 'DESC'): T[] {
  return [...rows].sort((a, b) => (direction === 'ASC' ? compare(a, b) : compare(b, a)));
}

describe.each(BACKENDS)('paged walks equal the filtered and sorted rows on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  }, 60_000);
  afterAll(async () => database.close());

  it('transactions: every filter and ordering, forward and backward', async () => {
    await fc.assert(
      fc.asyncProperty(
        transactionsArbitrary,
        transactionFilterArbitrary,
        fc.record({ by: fc.constantFrom(...TRANSACTION_SORTS), order }),
        fc.integer({ min: 1, max: 7 }),
        async (rows, filter, ordering: Ordering<TransactionSort>, limit) => {
          await database.clear();
          await writeBatch(database.db, 1, { transactions: rows });
          const expected = sorted(
            rows.filter((row) => matchesTransaction(row, filter)),
            compareTransactions(ordering.by),
            ordering.order,
          );
          const fetch = (page: Parameters<typeof listTransactions>[2]) => listTransactions(database.db, filter, page, ordering);
          const walk = await walkForward(fetch, limit);
          expect(walk.items.map((row) => row.hash)).toEqual(expected.map((row) => row.hash));
          const last = walk.pages.at(-1)!;
          if (last.prevCursor !== null) {
            const backward = await walkBackward(fetch, limit, last.prevCursor);
            expect([...backward, ...last.items].map((row) => row.hash)).toEqual(expected.map((row) => row.hash));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('accounts: every filter and ordering, including accounts without times', async () => {
    await fc.assert(
      fc.asyncProperty(
        accountsArbitrary,
        accountFilterArbitrary,
        fc.record({ by: fc.constantFrom(...ACCOUNT_SORTS), order }),
        fc.integer({ min: 1, max: 7 }),
        async (rows, filter, ordering: Ordering<AccountSort>, limit) => {
          await database.clear();
          await writeBatch(database.db, 1, { accounts: rows });
          const expected = sorted(
            rows.filter((row) => matchesAccount(row, filter)),
            compareAccounts(ordering.by),
            ordering.order,
          );
          const fetch = (page: Parameters<typeof listAccounts>[2]) => listAccounts(database.db, filter, page, ordering);
          const walk = await walkForward(fetch, limit);
          const ids = (list: readonly { workchain: number; address: string }[]) => list.map((row) => `${row.workchain}:${row.address}`);
          expect(ids(walk.items)).toEqual(ids(expected));
          const last = walk.pages.at(-1)!;
          if (last.prevCursor !== null) {
            const backward = await walkBackward(fetch, limit, last.prevCursor);
            expect(ids([...backward, ...last.items])).toEqual(ids(expected));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
