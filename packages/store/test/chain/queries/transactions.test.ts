import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionRow } from '../../../src/chain/chain-rows.js';
import {
  accountTransactions,
  countTransactions,
  listTransactions,
  transactionBoc,
  transactionByHash,
  type TransactionFilter,
} from '../../../src/chain/queries/transactions.js';
import { CursorError, QueryInputError } from '../../../src/sql/errors.js';
import { messageByHash } from '../../../src/chain/queries/messages.js';
import { hashOf, rawAddress, transactionRow, writeBatch } from '../../support/chain-rows.js';
import { syntheticChain } from '../../support/synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { compareBigint, compareText, walkBackward, walkForward } from '../../support/walk.js';

const chain = syntheticChain({ seed: 7, batches: 12 });
const WRITTEN = 10;
const written = chain.transactions.filter((transaction) => transaction.mc_seqno <= WRITTEN);

const byTimeDesc = (a: TransactionRow, b: TransactionRow) =>
  compareBigint(b.now, a.now) || compareBigint(b.lt, a.lt) || compareText(b.hash!, a.hash!);

const label = (filter: object) => JSON.stringify(filter, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));

const hashes = (rows: readonly { hash?: string }[]) => rows.map((row) => row.hash);

describe.each(BACKENDS)('transaction queries on %s', (backend) => {
  let database: TestDatabase;
  const list = (filter: TransactionFilter, limit = 7) =>
    walkForward((page) => listTransactions(database.db, filter, page), limit).then((walk) => walk.items);

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    for (const batch of chain.batches.slice(0, WRITTEN)) await writeBatch(database.db, batch.mcSeqno, batch.rows);
  }, 60_000);
  afterAll(async () => database.close());

  it('reads a transaction with its inbound and outbound messages, and its raw BOC', async () => {
    const sender = written.find((transaction) => transaction.out_msg_count! > 1 && transaction.in_msg_hash)!;
    const details = (await transactionByHash(database.db, sender.hash!.toUpperCase()))!;
    expect(details.transaction.hash).toBe(sender.hash);
    expect(details.transaction.lt).toBe(BigInt(sender.lt));
    expect(details.transaction.balance_change).toBe(sender.balance_change);
    expect(details.inMessage?.hash).toBe(sender.in_msg_hash);
    expect(details.outMessages.map((message) => message.src_transaction_hash)).toEqual(Array(sender.out_msg_count).fill(sender.hash));
    // The nested messages read back exactly as a message read on its own: amounts as strings, logical times as bigint.
    expect(details.inMessage).toEqual(await messageByHash(database.db, sender.in_msg_hash!));
    const outMessages = await Promise.all(details.outMessages.map((message) => messageByHash(database.db, message.hash)));
    expect(details.outMessages).toEqual(outMessages);
    expect(details.outMessages.map((message) => message.created_lt)).toEqual(outMessages.map((m) => m!.created_lt!).sort(compareBigint));
    const block = chain.blocks.find((b) => b.root_hash === sender.block_root_hash)!;
    expect(details.block).toEqual({ root_hash: block.root_hash, workchain: block.workchain, shard: block.shard, seqno: block.seqno });
    expect(await transactionBoc(database.db, sender.hash!)).toEqual(sender.boc);
    expect(await transactionByHash(database.db, hashOf('nothing'))).toBeUndefined();
  });

  it('lists every written transaction newest first, and each filter keeps exactly the matching ones', async () => {
    const [user, other] = chain.users;
    const block = written.find((transaction) => transaction.workchain === 0)!.block_root_hash;
    const cases: [TransactionFilter, (transaction: TransactionRow) => boolean][] = [
      [{}, () => true],
      [{ block }, (t) => t.block_root_hash === block],
      [
        { includeAccounts: [rawAddress(0, user!.address), rawAddress(0, other!.address)] },
        (t) => t.account === user!.address || t.account === other!.address,
      ],
      [{ excludeAccounts: [rawAddress(-1, chain.elector.address)] }, (t) => t.account !== chain.elector.address],
      [{ txTypes: ['TickTock'] }, (t) => t.tx_type === 'TickTock'],
      [{ txTypes: ['Ordinary', 'TickTock'] }, () => true],
      [{ timeGe: 1_700_000_020, timeLe: 1_700_000_030 }, (t) => BigInt(t.now) >= 1_700_000_020n && BigInt(t.now) <= 1_700_000_030n],
      [{ balanceChangeGe: '0' }, (t) => BigInt(t.balance_change as string) >= 0n],
      [{ balanceChangeLe: -5000n }, (t) => BigInt(t.balance_change as string) <= -5000n],
      [
        { excludeAccounts: [rawAddress(-1, chain.elector.address)], balanceChangeGe: 1n, timeLe: 1_700_000_040n },
        (t) => t.account !== chain.elector.address && BigInt(t.balance_change as string) >= 1n && BigInt(t.now) <= 1_700_000_040n,
      ],
    ];
    for (const [filter, keep] of cases) {
      const expected = written.filter(keep).sort(byTimeDesc);
      expect(expected.length, label(filter)).toBeGreaterThan(0);
      if (Object.keys(filter).length > 0 && !(filter.txTypes?.length === 2)) expect(expected.length).toBeLessThan(written.length);
      expect(hashes(await list(filter)), label(filter)).toEqual(hashes(expected));
      expect(await countTransactions(database.db, filter)).toBe(BigInt(expected.length));
    }
  });

  it('pages Next and then Prev back to the same pages', async () => {
    const first = await listTransactions(database.db, {}, { limit: 5 });
    expect(first.prevCursor).toBeNull();
    const second = await listTransactions(database.db, {}, { limit: 5, cursor: first.nextCursor });
    const third = await listTransactions(database.db, {}, { limit: 5, cursor: second.nextCursor });
    const back = await listTransactions(database.db, {}, { limit: 5, cursor: third.prevCursor, direction: 'Prev' });
    expect(hashes(back.items)).toEqual(hashes(second.items));
    const start = await listTransactions(database.db, {}, { limit: 5, cursor: back.prevCursor, direction: 'Prev' });
    expect(hashes(start.items)).toEqual(hashes(first.items));
    expect(start.prevCursor).toBeNull();
    expect(hashes([...first.items, ...second.items, ...third.items])).toEqual(hashes([...written].sort(byTimeDesc).slice(0, 15)));
  });

  it('walks from first to last page over exactly the rows that existed when the walk began, while batches are written', async () => {
    const before = [...written].sort(byTimeDesc);
    const late = chain.batches.slice(WRITTEN);
    // A batch whose shard block lags far behind: its transactions sort among the rows not yet walked.
    const lagging = transactionRow({
      workchain: 0,
      account: chain.users[0]!.address,
      lt: 99_000_000n,
      now: before[Math.floor(before.length / 2)]!.now,
      block_root_hash: written[0]!.block_root_hash,
      mc_seqno: WRITTEN + late.length + 1,
    });
    const writes = [
      ...late.map((batch) => () => writeBatch(database.db, batch.mcSeqno, batch.rows)),
      () => writeBatch(database.db, lagging.mc_seqno, { transactions: [lagging] }),
    ];
    const walk = await walkForward(
      (page) => listTransactions(database.db, {}, page),
      9,
      async (index) => {
        await writes[index]?.();
      },
    );
    expect(hashes(walk.items)).toEqual(hashes(before));
    const backward = await walkBackward((page) => listTransactions(database.db, {}, page), 9, walk.pages.at(-1)!.prevCursor!);
    expect(hashes([...backward, ...walk.pages.at(-1)!.items])).toEqual(hashes(before));
    const fresh = await list({});
    expect(fresh).toHaveLength(chain.transactions.length + 1);
  });

  it('orders by inbound message value, both ways', async () => {
    const all = await list({}, 100);
    const byValue = (order: 'ASC' | 'DESC') =>
      walkForward((page) => listTransactions(database.db, {}, page, { by: 'messageValue', order }), 6).then((walk) => walk.items);
    const expected = [...all].sort((a, b) => compareBigint(b.in_msg_value, a.in_msg_value) || compareText(b.hash, a.hash));
    expect(hashes(await byValue('DESC'))).toEqual(hashes(expected));
    expect(hashes(await byValue('ASC'))).toEqual(hashes([...expected].reverse()));
  });

  it("lists an account's transactions by logical time", async () => {
    // users[0] got an extra transaction in the walk test above.
    const account = chain.users.slice(1).find((user) => chain.transactions.filter((t) => t.account === user.address).length > 3)!;
    const expected = chain.transactions.filter((transaction) => transaction.account === account.address).sort((a, b) => compareBigint(b.lt, a.lt));
    const walk = await walkForward((page) => accountTransactions(database.db, account, page), 2);
    expect(hashes(walk.items)).toEqual(hashes(expected));
  });

  it('refuses bad input naming the field', async () => {
    const field = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(QueryInputError);
      return (error as QueryInputError).field;
    };
    const many = Array.from({ length: 101 }, (_, index) => rawAddress(0, hashOf(String(index))));
    expect(await field(listTransactions(database.db, { includeAccounts: many }, { limit: 10 }))).toBe('includeAccounts');
    expect(await field(countTransactions(database.db, { excludeAccounts: ['0:1234'] }))).toBe('excludeAccounts');
    expect(await field(listTransactions(database.db, { txTypes: ['Nope' as never] }, { limit: 10 }))).toBe('txTypes');
    expect(await field(listTransactions(database.db, { balanceChangeGe: '1.5' }, { limit: 10 }))).toBe('balanceChangeGe');
    expect(await field(listTransactions(database.db, { timeGe: 1.5 }, { limit: 10 }))).toBe('timeGe');
    expect(await field(listTransactions(database.db, {}, { limit: 101 }))).toBe('limit');
    expect(await field(listTransactions(database.db, {}, { limit: 10, direction: 'Prev' }))).toBe('direction');
    expect(await field(transactionByHash(database.db, 'xyz'))).toBe('hash');
    const page = await listTransactions(database.db, {}, { limit: 2 });
    const otherOrdering = listTransactions(database.db, {}, { limit: 2, cursor: page.nextCursor }, { by: 'messageValue', order: 'DESC' });
    await expect(otherOrdering).rejects.toBeInstanceOf(CursorError);
    await expect(listTransactions(database.db, {}, { limit: 2, cursor: 'bm90IGEgY3Vyc29y' })).rejects.toThrow(/cursor/);
  });
});
