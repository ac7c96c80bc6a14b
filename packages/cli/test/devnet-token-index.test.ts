import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTokenRootInfo, fetchTokenWalletInfo } from '@tvmscan/contracts';
import { Devnet, ManualClock, tokenActivities, Workload, type LedgerOperation } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
import { advanceCheckpoint, findDeployMessage } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';

const MIN_TRANSACTIONS = 2_000;

/** An operation as a multiset key: root, kind, the owner tokens leave, the owner they go to, amount. */
const keyOf = (token: string, kind: string, from: string | null, to: string | null, amount: bigint | string) =>
  `${token} ${kind} ${from ?? '-'} ${to ?? '-'} ${amount}`;

function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

describe('token indexing of a devnet chain of TIP-3 activity', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let operations: readonly LedgerOperation[];
  let tip3Roots: string[];
  let transactions = 0;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'token-index', walletCount: 12 });
    const workload = tokenActivities(devnet);
    devnet.setWorkload(new Workload('token-index', workload.activities, 40, devnet));
    while (devnet.sealedTransactions < MIN_TRANSACTIONS) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    // Without new work, the messages in flight land: every transfer arrives, every bounce comes back.
    devnet.setWorkload(null);
    while (devnet.pendingMessages > 0 || devnet.executedTransactions > devnet.sealedTransactions) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    transactions = devnet.sealedTransactions;
    tip3Roots = devnet.tokens.tokens.map((token) => token.address);
    // The TIP-3 tokens' operations: the getters below are TIP-3's.
    operations = workload.ledger.operations().filter((operation) => tip3Roots.includes(operation.token));
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false, groupBatches: 7 });
  }, 600_000);
  afterAll(async () => {
    devnet?.close();
    await database?.close();
  });

  it(`indexes a chain of at least ${MIN_TRANSACTIONS} transactions, a token operation for every few of them`, async () => {
    expect(transactions).toBeGreaterThanOrEqual(MIN_TRANSACTIONS);
    const rows = await database.db
      .selectFrom('token_transactions')
      .select(({ fn }) => fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBeGreaterThan(transactions / 6);
  });

  it("gives every root the devnet deployed, with the getters' name, symbol and decimals, and holders summing to its supply and to its totalSupply getter", async () => {
    const roots = await database.db.selectFrom('token_roots').selectAll().where('standard', '=', 'Tip3').orderBy('address').execute();
    expect(roots.map((root) => root.address).sort()).toEqual(devnet.tokens.tokens.map((token) => token.address).sort());
    for (const root of roots) {
      const token = devnet.tokens.tokens.find((candidate) => candidate.address === root.address)!;
      expect(root).toMatchObject({ standard: 'Tip3', name: token.config.name, symbol: token.config.symbol, decimals: token.config.decimals });
      expect(root.owner_address).toBe(token.owner.rawAddress);
      const holders = await database.db.selectFrom('token_wallets').select('balance').where('root_address', '=', root.address).execute();
      const sum = holders.reduce((total, holder) => total + BigInt(holder.balance), 0n);
      expect(sum, root.symbol).toBe(BigInt(root.total_supply));
      expect(BigInt(root.total_supply), root.symbol).toBe((await fetchTokenRootInfo(devnet, root.address)).totalSupply);
    }
  });

  it("stores every holder's amount as its wallet's balance getter gives it, with the wallet's owner and root", async () => {
    const wallets = await database.db.selectFrom('token_wallets').selectAll().where('root_address', 'in', tip3Roots).execute();
    expect(wallets.length).toBeGreaterThan(devnet.tokens.tokens.length);
    for (const wallet of wallets) {
      const info = await fetchTokenWalletInfo(devnet, wallet.address);
      expect({ balance: BigInt(wallet.balance), owner: wallet.owner_address, root: wallet.root_address }, wallet.address).toEqual(info);
    }
  });

  it('lists every operation of the ledger once, with its kind, amount, sender owner and receiver owner', async () => {
    const rows = await database.db
      .selectFrom('token_transactions')
      .select(['root_address', 'kind', 'sender_owner', 'receiver_owner', 'amount'])
      .where('kind', 'in', ['Mint', 'Send', 'Burn', 'SendCancellation'])
      .where('root_address', 'in', tip3Roots)
      .execute();
    // A bounced transfer is a Send to the owner without a wallet, then the SendCancellation that brings the tokens
    // back to the sender, whose counterpart owner no message of the bounce names.
    const expected = operations.flatMap((operation) =>
      operation.kind === 'SendCancellation'
        ? [
            keyOf(operation.token, 'Send', operation.from, operation.to, operation.amount),
            keyOf(operation.token, 'SendCancellation', operation.from, null, operation.amount),
          ]
        : [keyOf(operation.token, operation.kind, operation.from, operation.to, operation.amount)],
    );
    const stored = rows.map((row) => keyOf(row.root_address, row.kind, row.sender_owner, row.receiver_owner, row.amount));
    expect(countKeys(stored)).toEqual(countKeys(expected));
    expect(operations.filter((operation) => operation.kind === 'SendCancellation').length).toBeGreaterThan(0);
  });

  it('receives every transfer that did not bounce once, from the sending owner', async () => {
    const rows = await database.db
      .selectFrom('token_transactions')
      .select(['root_address', 'sender_owner', 'receiver_owner', 'amount'])
      .where('kind', '=', 'Receive')
      .where('root_address', 'in', tip3Roots)
      .execute();
    const expected = operations
      .filter((operation) => operation.kind === 'Send')
      .map((operation) => keyOf(operation.token, 'Receive', operation.from, operation.to, operation.amount));
    expect(countKeys(rows.map((row) => keyOf(row.root_address, 'Receive', row.sender_owner, row.receiver_owner, row.amount)))).toEqual(
      countKeys(expected),
    );
  });

  it('counts the operations of each root and kind per day as the token transactions hold them', async () => {
    const stats = await database.db.selectFrom('token_stats_daily').selectAll().execute();
    const rows = await database.db.selectFrom('token_transactions').select(['root_address', 'kind', 'amount', 'block_time']).execute();
    const sums = (items: { key: string; amount: bigint | string }[]) => {
      const totals = new Map<string, string>();
      for (const { key, amount } of items) {
        const [count, sum] = (totals.get(key) ?? '0 0').split(' ').map(BigInt) as [bigint, bigint];
        totals.set(key, `${count + 1n} ${sum + BigInt(amount)}`);
      }
      return totals;
    };
    const day = (time: bigint) => time - (time % 86_400n);
    const fromRows = sums(rows.map((row) => ({ key: `${row.root_address} ${day(row.block_time)} ${row.kind}`, amount: row.amount })));
    const fromStats = new Map(stats.map((stat) => [`${stat.root_address} ${stat.day} ${stat.kind}`, `${stat.count} ${stat.amount}`]));
    expect(fromStats).toEqual(fromRows);
  });

  it('reads the wallets and roots an index starting mid-chain meets already deployed through their getters, once, in the write that meets them', async () => {
    const midway = await openTestDatabase('pglite');
    try {
      await midway.db.transaction().execute((trx) => advanceCheckpoint(trx, { mcSeqno: Math.floor(devnet.seqno / 2), source: 'devnet' }));
      // One write for the rest of the chain, read while the devnet stands at its end: the getters' balances less that
      // write's own changes are the balances before it.
      await runIndexer({
        database: midway,
        source: devnet,
        stateSource: withGetMethods(devnet),
        sourceName: 'devnet',
        follow: false,
        groupBatches: 100_000,
        groupTransactions: 10_000_000,
      });
      const wallets = await midway.db.selectFrom('token_wallets').selectAll().where('root_address', 'in', tip3Roots).execute();
      const metDeployed = await Promise.all(wallets.map(async (wallet) => (await findDeployMessage(midway.db, wallet.address)) === null));
      expect(metDeployed.filter(Boolean).length, 'wallets deployed before the index starts').toBeGreaterThan(3);
      expect(metDeployed.filter((deployed) => !deployed).length, 'wallets deployed after').toBeGreaterThan(3);
      for (const wallet of wallets) {
        const info = await fetchTokenWalletInfo(devnet, wallet.address);
        expect({ balance: BigInt(wallet.balance), owner: wallet.owner_address, root: wallet.root_address }, wallet.address).toEqual(info);
      }
      for (const root of await midway.db.selectFrom('token_roots').selectAll().where('standard', '=', 'Tip3').execute()) {
        const info = await fetchTokenRootInfo(devnet, root.address);
        expect({ supply: BigInt(root.total_supply), name: root.name, decimals: root.decimals }).toEqual({
          supply: info.totalSupply,
          name: info.name,
          decimals: info.decimals,
        });
      }
    } finally {
      await midway.close();
    }
  });
});
