import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  EXPLORER_PREFIX,
  type AccountActionsResponse,
  type Action,
  type ActionsResponse,
  type TraceResponse,
  type TransactionListResponse,
  type TransactionResponse,
} from '@tvmscan/api';
import { defaultActivities, Devnet, ManualClock, Workload } from '@tvmscan/devnet';
import type { TestDatabase } from '@tvmscan/store/testing';
import { indexedDevnet, runWorkloadAndSettle } from './devnet-chain.js';

const MIN_TRANSACTIONS = 800;

/** An action as the classifier wrote it, without where the API says it sits. */
function stored(action: Action): Record<string, unknown> {
  const { transactionHash: _hash, position: _position, traceId: _trace, lt: _lt, time: _time, ...fields } = action;
  return fields;
}

describe('the trace and action calls on an indexed devnet chain of native, token and NFT activity', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  const call = async (path: string, body: object) => app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
  const post = async <T>(path: string, body: object) => {
    const answer = await call(path, body);
    expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
    return (answer.json() as { data: T }).data;
  };
  const storedActions = async (where: { transaction?: string; trace?: string }) => {
    let query = database.db.selectFrom('actions').select('action').orderBy('lt').orderBy('transaction_hash').orderBy('position');
    if (where.transaction !== undefined) query = query.where('transaction_hash', '=', where.transaction);
    if (where.trace !== undefined) query = query.where('trace_id', '=', where.trace);
    return (await query.execute()).map((row) => row.action as unknown);
  };

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'action api', walletCount: 10 });
    devnet.setWorkload(new Workload('action api', defaultActivities(devnet).activities, 40, devnet));
    runWorkloadAndSettle(devnet, clock, () => devnet.sealedTransactions >= MIN_TRANSACTIONS, 400);
    database = await indexedDevnet(devnet);
    app = await buildServer({ database, rateLimit: false });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it("answers a TIP-3 transfer's trace as a tree from its root, complete, with its actions as stored and the tokens named", async () => {
    const transfer = await database.db
      .selectFrom('actions')
      .select(['transaction_hash', 'trace_id'])
      .where('type', '=', 'TokenTransfer')
      .where('success', '=', true)
      .where('token_root', 'is not', null)
      .executeTakeFirstOrThrow();
    const answer = await post<TraceResponse>('/traces/by_transaction', { hash: transfer.transaction_hash });
    expect(answer.trace).toMatchObject({ id: transfer.trace_id, complete: true, pendingMessages: 0 });
    expect(answer.truncated).toBe(false);
    const hashes = new Set(answer.transactions.map((transaction) => transaction.hash));
    expect(hashes.has(transfer.transaction_hash)).toBe(true);
    expect(answer.transactions.length).toBe(answer.trace!.transactionCount);
    const roots = answer.transactions.filter((transaction) => transaction.parentHash === null);
    expect(roots.map((root) => root.hash)).toEqual([transfer.trace_id]);
    for (const transaction of answer.transactions) if (transaction.parentHash !== null) expect(hashes.has(transaction.parentHash)).toBe(true);
    expect(answer.actions.map(stored)).toEqual(await storedActions({ trace: transfer.trace_id }));
    const token = answer.actions.find((action) => action.type === 'TokenTransfer' && action.transactionHash === transfer.transaction_hash);
    expect(token?.token?.symbol).toMatch(/\S/);
    expect(token?.amount).toMatch(/^[1-9][0-9]*$/);
    for (const hash of hashes) {
      const again = await post<TraceResponse>('/traces/by_transaction', { id: hash });
      expect(again.trace?.id).toBe(transfer.trace_id);
    }
  });

  it('answers every type of action the chain holds with every field the classifier wrote', async () => {
    const samples = await database.db
      .selectFrom('actions')
      .select(['type', (eb) => eb.fn.min('transaction_hash').as('hash')])
      .groupBy('type')
      .execute();
    expect(samples.map((sample) => sample.type)).toEqual(
      expect.arrayContaining(['NativeTransfer', 'TokenTransfer', 'TokenMint', 'NftTransfer', 'WalletSend', 'ContractDeploy']),
    );
    for (const { hash } of samples) {
      const answer = await post<ActionsResponse>('/actions/by_transaction', { hash: hash!.toUpperCase() });
      expect(answer.actions.map(stored)).toEqual(await storedActions({ transaction: hash! }));
    }
    const both = await post<ActionsResponse>('/actions/by_transactions', { hashes: samples.slice(0, 2).map((sample) => sample.hash) });
    expect(new Set(both.actions.map((action) => action.transactionHash))).toEqual(new Set(samples.slice(0, 2).map((sample) => sample.hash)));
  });

  it("pages an account's history in actions newest first, every action once, and filters it by type", async () => {
    const busiest = await database.db
      .selectFrom('action_accounts')
      .select(['account', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('account')
      .orderBy('count', 'desc')
      .executeTakeFirstOrThrow();
    const seen: Action[] = [];
    let cursor: string | null = null;
    do {
      const page: AccountActionsResponse = await post<AccountActionsResponse>('/actions/by_account', { id: busiest.account, limit: 7, cursor });
      seen.push(...page.actions);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen.length).toBe(Number(busiest.count));
    expect(new Set(seen.map((action) => `${action.transactionHash}/${action.position}`)).size).toBe(seen.length);
    for (const action of seen) expect(action.accounts).toContain(busiest.account);
    const times = seen.map((action) => [action.time, BigInt(action.lt)] as const);
    for (let i = 1; i < times.length; i++) {
      const [time, lt] = times[i]!;
      const [earlierTime, earlierLt] = times[i - 1]!;
      expect(time < earlierTime || (time === earlierTime && lt <= earlierLt)).toBe(true);
    }
    const transfers = await post<AccountActionsResponse>('/actions/by_account', { id: busiest.account, types: ['NativeTransfer'], limit: 100 });
    expect(transfers.actions.length).toBeGreaterThan(0);
    expect(transfers.actions.map((action) => action.type)).toEqual(transfers.actions.map(() => 'NativeTransfer'));
  });

  it('names the method of a wallet call in the transaction and the transaction list', async () => {
    const send = await database.db
      .selectFrom('actions')
      .innerJoin('transactions', 'transactions.hash', 'actions.transaction_hash')
      .select(['actions.transaction_hash', 'actions.action', 'transactions.workchain', 'transactions.account'])
      .where('actions.type', '=', 'WalletSend')
      .executeTakeFirstOrThrow();
    const method = (send.action as unknown as { details: { method: string } }).details.method;
    const { transaction } = await post<TransactionResponse>('/transactions', { hash: send.transaction_hash });
    expect(transaction.methodName).toBe(method);
    const list = await post<TransactionListResponse>('/transactions/list', { includeAccounts: [`${send.workchain}:${send.account}`], limit: 100 });
    expect(list.transactions.find((row) => row.hash === send.transaction_hash)?.methodName).toBe(method);
  });

  it('refuses bad requests with a 400 naming the field, and an unknown transaction with a 404', async () => {
    const refusals: [string, object, string][] = [
      ['/actions/by_account', { id: 'not an address' }, 'id'],
      ['/actions/by_account', { id: `0:${'a'.repeat(64)}`, types: ['Swap'] }, 'types'],
      ['/actions/by_account', { id: `0:${'a'.repeat(64)}`, cursor: 'garbage' }, 'cursor'],
      ['/actions/by_transactions', { hashes: [] }, 'hashes'],
      ['/actions/by_transaction', { hash: 'abc' }, 'hash'],
      ['/traces/by_transaction', {}, 'id'],
    ];
    for (const [path, body, field] of refusals) {
      const answer = await call(path, body);
      expect(answer.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((answer.json() as { error: { message: string } }).error.message).toContain(field);
    }
    for (const path of ['/traces/by_transaction', '/actions/by_transaction'])
      expect((await call(path, { hash: 'f'.repeat(64) })).statusCode).toBe(404);
  });
});
