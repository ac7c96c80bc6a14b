import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeAccount, decodeShardAccounts, decodeShardState, readBocSingle } from '@tvmscan/tvm';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { ArchiveBlockSource, FileStateSource, runIndexer } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const STATE_AFTER_2 = 'everscale/states/mainnet-masterchain-state-2.boc';

/** Masterchain balances after block 2, read from the state file with the codec. */
function balancesAfterBlock2(): Map<string, bigint> {
  const state = decodeShardState(readBocSingle(readFixture(STATE_AFTER_2)));
  if (state.kind !== 'unsplit') throw new Error('split state');
  return new Map(
    decodeShardAccounts(state.state.accounts).entries.map(({ key, value }) => [
      key.toString(16).padStart(64, '0'),
      decodeAccount(value.account)?.storage.balance.coins ?? 0n,
    ]),
  );
}

describeWithFixtures('following a chain without its zerostate, with a state source', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const controller = new AbortController();
    await runIndexer({
      database,
      source: await ArchiveBlockSource.open([fixturePath('everscale/archive/mainnet-mc1-99.pack')]),
      stateSource: await FileStateSource.open([fixturePath(STATE_AFTER_2)]),
      sourceName: 'archive',
      follow: false,
      groupBatches: 2,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes the balances of accounts met already existing from the states, exactly as the state after block 2 has them', async () => {
    const expected = balancesAfterBlock2();
    const accounts = await database.db.selectFrom('accounts').select(['address', 'balance', 'state']).where('workchain', '=', -1).execute();
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) expect(BigInt(account.balance), account.address).toBe(expected.get(account.address) ?? 0n);
    const states = await database.db.selectFrom('account_states').select('address').execute();
    const existing = accounts.filter((row) => expected.has(row.address)).map((row) => row.address);
    expect(existing.length).toBeGreaterThan(0);
    expect(states.map((row) => row.address).sort()).toEqual(existing.sort());
  });
});
