import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOfTransactions,
  creatorInMessages,
  emptyChainRows,
  listAccountActions,
  loadTraces,
  QueryInputError,
  traceDetails,
  traceIdOfTransaction,
  traceIdsOfMessages,
  transactionActions,
  writeChainRows,
  type ActionAccountRow,
  type ActionRow,
  type ChainRows,
  type TraceRow,
} from '@tvmscan/store';
import { renderCopyChunk, withColumn } from '@tvmscan/store/copy-text';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { hashOf, messageRow, transactionRow } from '../support/chain-rows.js';

const WALLET = `0:${'a1'.repeat(32)}`;
const OTHER = `0:${'b2'.repeat(32)}`;
const BLOCK = hashOf('block');

/** A trace of two transactions: the wallet's external call, and the transfer it sent landing at OTHER. */
const root = transactionRow({
  workchain: 0,
  account: 'a1'.repeat(32),
  lt: 10n,
  now: 1_000,
  block_root_hash: BLOCK,
  mc_seqno: 1,
  in_msg_hash: hashOf('external'),
});
const landing = transactionRow({
  workchain: 0,
  account: 'b2'.repeat(32),
  lt: 12n,
  now: 1_001,
  block_root_hash: BLOCK,
  mc_seqno: 2,
  in_msg_hash: hashOf('transfer'),
});
const transfer = messageRow({
  hash: hashOf('transfer'),
  message_type: 'Internal',
  mc_seqno: 1,
  src_transaction_hash: root.hash,
  src_transaction_lt: 10n,
  src_transaction_time: 1_000,
});

function trace(fields: Partial<TraceRow>): TraceRow {
  return {
    trace_id: root.hash,
    root_message_hash: hashOf('external'),
    root_account: WALLET,
    start_lt: 10n,
    end_lt: 10n,
    start_time: 1_000,
    end_time: 1_000,
    transaction_count: 1,
    action_count: 1,
    pending_messages: 1,
    complete: false,
    ...fields,
  };
}

function action(
  transactionHash: string,
  position: number,
  lt: bigint,
  time: number,
  type: string,
  accounts: string[],
): [ActionRow, ActionAccountRow[]] {
  const where = { transaction_hash: transactionHash, position, lt, block_time: time };
  const json = { type, success: true, failure: null, accounts, amount: '5', token: null, details: {} };
  return [
    { ...where, trace_id: root.hash, type, success: true, amount: '5', token_root: null, exit_code: null, action: JSON.stringify(json) },
    accounts.map((account) => ({ ...where, account, type })),
  ];
}

describe.each(testDatabaseKinds())('traces and actions on %s', (kind) => {
  let database: TestDatabase;

  async function write(fill: (rows: ChainRows) => void): Promise<void> {
    const rows = emptyChainRows();
    fill(rows);
    await database.db.transaction().execute((trx) => writeChainRows(trx, rows));
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The first write: the root, its trace waiting for the transfer, the WalletSend; the transaction rendered as a
    // worker thread renders it, with its trace id added as one more column.
    const [send, sendAccounts] = action(root.hash, 0, 10n, 1_000, 'WalletSend', [WALLET, OTHER]);
    await write((rows) => {
      rows.rendered.transactions = [withColumn(renderCopyChunk([root])!, 'trace_id', [root.hash])];
      rows.messages = [transfer];
      rows.traces = { traces: [trace({})], actions: [send], actionAccounts: sendAccounts };
    });
    // The second: the transfer lands, the trace grows and completes.
    const [received, receivedAccounts] = action(landing.hash, 0, 12n, 1_001, 'NativeTransfer', [WALLET, OTHER]);
    await write((rows) => {
      rows.transactions = [{ ...landing, trace_id: root.hash }];
      rows.messages = [{ ...transfer, dst_transaction_hash: landing.hash, dst_transaction_lt: 12n, dst_transaction_time: 1_001 }];
      rows.traces = {
        traces: [trace({ end_lt: 12n, end_time: 1_001, transaction_count: 2, action_count: 2, pending_messages: 0, complete: true })],
        actions: [received],
        actionAccounts: receivedAccounts,
      };
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps a trace one row, its root as first written and its counts as last written', async () => {
    expect(await loadTraces(database.db, [root.hash, hashOf('nothing')])).toEqual([
      {
        trace_id: root.hash,
        root_message_hash: hashOf('external'),
        root_account: WALLET,
        start_lt: 10n,
        end_lt: 12n,
        start_time: 1_000n,
        end_time: 1_001n,
        transaction_count: 2,
        action_count: 2,
        pending_messages: 0,
        complete: true,
      },
    ]);
  });

  it('gives each transaction its trace, rendered or not, and finds a message’s trace through its sender', async () => {
    expect(await traceIdOfTransaction(database.db, root.hash)).toBe(root.hash);
    expect(await traceIdOfTransaction(database.db, landing.hash)).toBe(root.hash);
    expect(await traceIdOfTransaction(database.db, hashOf('unknown'))).toBeUndefined();
    expect(await traceIdsOfMessages(database.db, [transfer.hash, hashOf('external')])).toEqual(new Map([[transfer.hash, root.hash]]));
    expect(await creatorInMessages(database.db, [transfer.hash])).toEqual(new Map([[transfer.hash, hashOf('external')]]));
  });

  it('serves a trace with its transactions in order, their messages and their actions', async () => {
    const details = (await traceDetails(database.db, root.hash))!;
    expect(details.trace.complete).toBe(true);
    expect(details.transactions.map((transaction) => transaction.hash)).toEqual([root.hash, landing.hash]);
    expect(details.messages.map((message) => message.hash)).toEqual([transfer.hash]);
    expect(details.actions.map((record) => [record.transaction_hash, record.action.type])).toEqual([
      [root.hash, 'WalletSend'],
      [landing.hash, 'NativeTransfer'],
    ]);
    expect(details.truncated).toBe(false);
    expect((await traceDetails(database.db, root.hash, { maxTransactions: 1 }))!.truncated).toBe(true);
    expect(await traceDetails(database.db, hashOf('unknown'))).toBeUndefined();
  });

  it("serves a transaction's actions, and those of a list page's transactions", async () => {
    expect((await transactionActions(database.db, landing.hash)).map((record) => record.action)).toMatchObject([
      { type: 'NativeTransfer', amount: '5' },
    ]);
    const byHash = await actionsOfTransactions(database.db, [root.hash, landing.hash, hashOf('unknown')]);
    expect([...byHash].map(([hash, records]) => [hash, records.length])).toEqual([
      [root.hash, 1],
      [landing.hash, 1],
      [hashOf('unknown'), 0],
    ]);
  });

  it("pages an account's actions newest first, filtered by type when asked", async () => {
    const first = await listAccountActions(database.db, { account: OTHER }, { limit: 1 });
    expect(first.items.map((record) => record.action.type)).toEqual(['NativeTransfer']);
    const second = await listAccountActions(database.db, { account: OTHER }, { limit: 1, cursor: first.nextCursor });
    expect(second.items.map((record) => record.action.type)).toEqual(['WalletSend']);
    expect(second.nextCursor).toBeNull();
    const sends = await listAccountActions(database.db, { account: WALLET, types: ['WalletSend'] }, { limit: 10 });
    expect(sends.items.map((record) => record.transaction_hash)).toEqual([root.hash]);
  });

  it('refuses what it cannot read, naming the field', async () => {
    await expect(listAccountActions(database.db, { account: 'nowhere' }, { limit: 10 })).rejects.toMatchObject({ field: 'account' });
    await expect(listAccountActions(database.db, { account: WALLET, types: ['Swap' as never] }, { limit: 10 })).rejects.toBeInstanceOf(
      QueryInputError,
    );
    await expect(traceDetails(database.db, root.hash, { maxTransactions: 0 })).rejects.toMatchObject({ field: 'maxTransactions' });
    await expect(transactionActions(database.db, 'xyz')).rejects.toMatchObject({ field: 'transactionHash' });
  });
});

describe('a rendered chunk with one more column', () => {
  it('adds the value at the end of each row, escaped as COPY text, and refuses a count that does not match', () => {
    const chunk = renderCopyChunk([
      { a: 'x\ty', b: 1 },
      { a: 'z', b: 2 },
    ])!;
    expect(withColumn(chunk, 'c', ['p', null])).toEqual({ columns: ['a', 'b', 'c'], text: 'x\\ty\t1\tp\nz\t2\t\\N\n', count: 2 });
    expect(() => withColumn(chunk, 'c', ['p'])).toThrow();
  });
});
