import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@tvmscan/contracts';
import { defaultActivities, Devnet, devnetMultiCollection, ManualClock, Workload, type TokenLedger } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
import { listAccountActions, traceDetails, traceIdOfTransaction, transactionActions, type ActionRecord } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { runWorkloadAndSettle } from './devnet-chain.js';

const MIN_TRANSACTIONS = 5_000;
/** Enough for the workload to reach the transactions above at 40 activities a second. */
const MAX_STEPS = 2_000;

/** A multiset of keys: how often each occurs. */
function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The counts `actual` has of the keys `expected` holds: each ledger operation must be exactly one action. */
function countsOf(actual: Map<string, number>, expected: Map<string, number>): Map<string, number> {
  return new Map([...expected.keys()].map((key) => [key, actual.get(key) ?? 0]));
}

const key = (...parts: readonly (string | number | bigint | null | undefined)[]) =>
  parts.map((part) => (part === null || part === undefined ? '-' : String(part))).join(' ');

describe('traces and actions of a devnet chain of native, token and NFT activity', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let ledger: TokenLedger;
  let actions: Action[];
  let transactions = 0;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'actions', walletCount: 12 });
    const workload = defaultActivities(devnet, undefined, await devnetMultiCollection(devnet));
    ledger = workload.ledger;
    devnet.setWorkload(new Workload('actions', workload.activities, 40, devnet));
    runWorkloadAndSettle(devnet, clock, () => devnet.sealedTransactions >= MIN_TRANSACTIONS, MAX_STEPS);
    transactions = devnet.sealedTransactions;
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    // Small groups, so that traces grow across writes as they do when following the tip.
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false, groupBatches: 3 });
    const rows = await database.db.selectFrom('actions').select('action').execute();
    actions = rows.map((row) => row.action as unknown as Action);
  }, 900_000);
  afterAll(async () => {
    devnet?.close();
    await database?.close();
  });

  it(`puts every one of at least ${MIN_TRANSACTIONS} transactions in a trace, and at least 99% in a trace with an action`, async () => {
    expect(transactions).toBeGreaterThanOrEqual(MIN_TRANSACTIONS);
    const counts = await database.db
      .selectFrom('transactions')
      .leftJoin('traces', 'traces.trace_id', 'transactions.trace_id')
      .select(({ fn }) => [
        fn.countAll<string>().as('all'),
        fn.count<string>('traces.trace_id').as('traced'),
        fn.count<string>('traces.trace_id').filterWhere('traces.action_count', '>', 0).as('told'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(counts.all)).toBe(transactions);
    expect(Number(counts.traced)).toBe(transactions);
    expect(Number(counts.told) / transactions).toBeGreaterThanOrEqual(0.99);
  });

  it('completes every trace once nothing is in flight, its counts those of its transactions and actions', async () => {
    const traces = await database.db.selectFrom('traces').selectAll().execute();
    expect(traces.filter((trace) => !trace.complete || trace.pending_messages !== 0)).toEqual([]);
    const perTrace = await database.db
      .selectFrom('transactions')
      .select(['trace_id', ({ fn }) => fn.countAll<string>().as('count'), ({ fn }) => fn.min('lt').as('first'), ({ fn }) => fn.max('lt').as('last')])
      .groupBy('trace_id')
      .execute();
    const actionCounts = new Map(
      (
        await database.db
          .selectFrom('actions')
          .select(['trace_id', ({ fn }) => fn.countAll<string>().as('count')])
          .groupBy('trace_id')
          .execute()
      ).map((row) => [row.trace_id, Number(row.count)]),
    );
    const fromTransactions = new Map(
      perTrace.map((row) => [row.trace_id, [Number(row.count), String(row.first), String(row.last), actionCounts.get(row.trace_id!) ?? 0]]),
    );
    const fromTraces = new Map(
      traces.map((trace) => [trace.trace_id, [trace.transaction_count, String(trace.start_lt), String(trace.end_lt), trace.action_count]]),
    );
    expect(fromTraces).toEqual(fromTransactions);
  });

  it('starts each trace at a transaction without an internal message another transaction sent: its root', async () => {
    const roots = await database.db
      .selectFrom('traces')
      .innerJoin('transactions', 'transactions.hash', 'traces.trace_id')
      .leftJoin('messages', 'messages.hash', 'transactions.in_msg_hash')
      .select(['transactions.trace_id', 'messages.message_type', 'messages.src_transaction_hash', 'transactions.tick_tock'])
      .execute();
    expect(roots.length).toBeGreaterThan(0);
    for (const root of roots) {
      expect(root.trace_id).not.toBeNull();
      expect(root.message_type === 'ExternalIn' || root.tick_tock !== null || root.src_transaction_hash === null, root.trace_id!).toBe(true);
    }
  });

  it('tells every native transfer the ledger recorded as exactly one NativeTransfer of its amount between its wallets', () => {
    const expected = countKeys(ledger.nativeOperations().map((operation) => key(operation.from, operation.to, operation.amount)));
    expect(expected.size).toBeGreaterThan(10);
    const told = countKeys(
      actions.flatMap((action) =>
        action.type === 'NativeTransfer' && action.success ? [key(action.details.from, action.details.to, action.amount)] : [],
      ),
    );
    expect(countsOf(told, expected)).toEqual(expected);
  });

  it('tells every TIP-3 and jetton mint, transfer, burn and bounced transfer of the ledger once, with its token, symbol and decimals', () => {
    const roots = new Map([
      ...devnet.tokens.tokens.map((token) => [token.address, { symbol: token.config.symbol, decimals: token.config.decimals }] as const),
      ...devnet.tokens.jettons.map((jetton) => [jetton.address, { symbol: jetton.metadata.symbol, decimals: jetton.metadata.decimals }] as const),
    ]);
    const operations = ledger.operations().filter((operation) => roots.has(operation.token));
    expect(new Set(operations.map((operation) => operation.kind))).toEqual(new Set(['Mint', 'Send', 'Burn', 'SendCancellation']));
    const expected = countKeys(
      operations.map((operation) => {
        const { symbol, decimals } = roots.get(operation.token)!;
        return key(operation.kind, operation.token, symbol, decimals, operation.from, operation.to, operation.amount);
      }),
    );
    const told = countKeys(
      actions.flatMap((action) => {
        const token = action.token;
        if (token === null) return [];
        const at = (kind: string, from: string | null, to: string | null) => [
          key(kind, token.root, token.symbol, token.decimals, from, to, action.amount),
        ];
        if (action.type === 'TokenMint') return at('Mint', null, action.details.to.owner);
        if (action.type === 'TokenBurn' && !action.details.bounced) return at('Burn', action.details.from.owner, null);
        if (action.type === 'TokenTransfer')
          return at(action.details.bounced ? 'SendCancellation' : 'Send', action.details.from.owner, action.details.to.owner);
        return [];
      }),
    );
    expect(countsOf(told, expected)).toEqual(expected);
  });

  it("tells every multi-token mint, transfer and burn of the ledger once, by the multi-token's NFT", () => {
    const tokenRoots = new Set([...devnet.tokens.tokens, ...devnet.tokens.jettons].map((token) => token.address));
    const operations = ledger.operations().filter((operation) => !tokenRoots.has(operation.token));
    expect(new Set(operations.map((operation) => operation.kind))).toEqual(new Set(['Mint', 'Send', 'Burn']));
    const expected = countKeys(operations.map((operation) => key(operation.kind, operation.token, operation.from, operation.to, operation.amount)));
    const told = countKeys(
      actions.flatMap((action) => {
        if (action.type === 'MultiTokenMint') return [key('Mint', action.details.nft, null, action.details.to, action.amount)];
        if (action.type === 'MultiTokenTransfer') return [key('Send', action.details.nft, action.details.from, action.details.to, action.amount)];
        if (action.type === 'MultiTokenBurn') return [key('Burn', action.details.nft, action.details.owner, null, action.amount)];
        return [];
      }),
    );
    expect(countsOf(told, expected)).toEqual(expected);
  });

  it('tells every NFT mint, transfer, manager change and burn of the ledger once, with its parties', () => {
    const expected = countKeys(
      ledger.nftOperations().map((operation) => key(operation.kind, operation.collection, operation.id, operation.from, operation.to)),
    );
    expect(new Set(ledger.nftOperations().map((operation) => operation.kind))).toEqual(new Set(['Mint', 'Transfer', 'ManagerChange', 'Burn']));
    const told = countKeys(
      actions.flatMap((action) => {
        if (action.type === 'NftMint') return [key('Mint', action.details.collection, action.details.id, null, action.details.owner)];
        if (action.type === 'NftTransfer')
          return [key('Transfer', action.details.collection, action.details.id, action.details.from, action.details.to)];
        if (action.type === 'NftManagerChange')
          return [key('ManagerChange', action.details.collection, action.details.id, action.details.from, action.details.to)];
        if (action.type === 'NftBurn') return [key('Burn', action.details.collection, action.details.id, action.details.owner, null)];
        return [];
      }),
    );
    expect(countsOf(told, expected)).toEqual(expected);
  });

  it("tells the devnet wallets' signed sends as EverWallet sends, each with the messages it sent", () => {
    const sends = actions.filter((action) => action.type === 'WalletSend');
    expect(sends.length).toBeGreaterThan(ledger.nativeOperations().length);
    for (const send of sends) {
      if (send.type !== 'WalletSend') continue;
      expect(send.details.standard).toBe('EverWallet');
      expect(send.details.method).toBe('sendTransactionRaw');
      expect(BigInt(send.amount!)).toBe(send.details.transfers.reduce((sum, transfer) => sum + BigInt(transfer.amount), 0n));
    }
  });

  it('serves a transfer’s trace from any of its transactions, and a wallet’s history in actions newest first', async () => {
    const { from } = ledger.nativeOperations()[0]!;
    const history: ActionRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await listAccountActions(database.db, { account: from }, { limit: 25, cursor });
      history.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    const named = actions.filter((action) => action.accounts.includes(from));
    expect(history.length).toBe(named.length);
    const times = history.map((record) => record.block_time);
    expect(times).toEqual([...times].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const sends = await listAccountActions(database.db, { account: from, types: ['WalletSend'] }, { limit: 100 });
    expect(sends.items.length).toBeGreaterThan(0);
    expect(sends.items.every((record) => record.action.type === 'WalletSend')).toBe(true);

    const transfer = history.find((record) => record.action.type === 'NativeTransfer')!;
    const traceId = await traceIdOfTransaction(database.db, transfer.transaction_hash);
    const trace = (await traceDetails(database.db, traceId!))!;
    expect(trace.truncated).toBe(false);
    expect(trace.transactions.map((transaction) => transaction.hash)).toContain(transfer.transaction_hash);
    expect(trace.transactions).toHaveLength(trace.trace.transaction_count);
    expect(trace.actions.map((record) => record.action.type)).toEqual(expect.arrayContaining(['WalletSend', 'NativeTransfer']));
    for (const transaction of trace.transactions) expect(await traceIdOfTransaction(database.db, transaction.hash)).toBe(traceId);
    const own = await transactionActions(database.db, transfer.transaction_hash);
    expect(own.map((record) => record.action)).toContainEqual(transfer.action);
  });
});
