import { expect, it } from 'vitest';
import {
  readBocSingle,
  Builder,
  Slice,
  loadHashmapAugE,
  storeHashmapAugE,
  accountStatusOf,
  decodeAccount,
  depthBalanceAugment,
  encodeAccount,
  loadDepthBalanceInfo,
  loadShardAccount,
  storeShardAccount,
  addCurrencies,
  ZERO_CURRENCY,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';
import { describeWithFixtures, readFixture, defined } from '../../../src/testing/index.js';

/** Everscale shard states (shard_state#9023afe2); their second reference is `accounts:^ShardAccounts`. */
const STATES = [
  { file: 'everscale/zerostate/mainnet-masterchain.boc', workchain: -1 },
  { file: 'everscale/states/mainnet-masterchain-state-2.boc', workchain: -1 },
  { file: 'everscale/testnet-gid1/new_zerostate.boc', workchain: -1 },
];

describeWithFixtures('ShardAccounts of real shard states', () => {
  it.each(STATES)('$file: accounts, depth-balance extras and the dictionary round-trip', ({ file, workchain }) => {
    const state = readBocSingle(readFixture(file));
    expect(new Slice(state).loadUint(32)).toBe(0x9023afe2);
    const accountsCell = defined(state.refs[1], 'the ShardAccounts cell');
    const dict = loadHashmapAugE(new Slice(accountsCell), 256, depthBalanceAugment, (s) => loadShardAccount(s));
    expect(dict.entries.length).toBeGreaterThan(0);
    let total = ZERO_CURRENCY;
    for (const { key, extra, value } of dict.entries) {
      const account = decodeAccount(value.account);
      expect(accountStatusOf(account)).not.toBe('nonexist');
      const address = account!.address;
      expect(address.kind === 'std' && [address.workchain, address.address]).toEqual([workchain, key.toString(16).padStart(64, '0')]);
      expect(extra.balance).toEqual(account!.storage.balance);
      expect(encodeAccount(account).hashHex()).toBe(value.account.hashHex());
      total = addCurrencies(total, extra.balance);
    }
    expect(dict.extra.balance).toEqual(total);
    const rebuilt = new Builder();
    storeHashmapAugE(rebuilt, dict, 256, depthBalanceAugment, storeShardAccount);
    expect(rebuilt.endCell().hashHex()).toBe(accountsCell.hashHex());
  });
});

it('combines depth-balance extras as the node does: deepest split depth, summed balances', () => {
  const left = { splitDepth: 3, balance: { coins: 5n, other: [{ id: 1, amount: 2n }] } };
  const right = { splitDepth: 7, balance: { coins: 10n, other: [{ id: 1, amount: 3n }] } };
  expect(depthBalanceAugment.combine(left, right)).toEqual({ splitDepth: 7, balance: { coins: 15n, other: [{ id: 1, amount: 5n }] } });
  const b = new Builder();
  depthBalanceAugment.store(b, right);
  expect(depthBalanceAugment.load(new Slice(b.endCell()))).toEqual(right);
  expect(() => loadDepthBalanceInfo(new Slice(new Builder().storeUint(31, 5).storeCoins(0n).storeBit(0).endCell()))).toThrow(TlbError);
});
