import { Cell as TonCell, loadAccount as tonLoadAccount } from '@ton/core';
import { expect, it } from 'vitest';
import {
  readBocSingle,
  Builder,
  CellType,
  Slice,
  type Cell,
  accountCodeHash,
  accountStatusOf,
  decodeAccount,
  decodeAccountStuff,
  encodeAccount,
  encodeAccountStuff,
  type Account,
  formatRawAddress,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';
import { bytesToHex } from '../../../src/util/hex.js';
import { describeWithFixtures, readFixture, defined } from '../../../src/testing/index.js';

/** The accounts the fixtures README describes, with the values it states. */
const DESCRIBED = [
  {
    file: 'everscale/accounts/flatqube-dex-pair.boc',
    address: '0:181317f8476706',
    balance: 1000000000n,
    cells: 880n,
    lastTransLt: 55393913000078n,
    codeHash: 'c353ac3117890292',
  },
  {
    file: 'everscale/accounts/sdk-account.boc',
    address: '0:2bb4a0e8391e7e',
    balance: 673466740724179341n,
    cells: 29n,
    lastTransLt: 2262072000003n,
    codeHash: 'ccbfc821853aa641',
  },
  {
    file: 'everscale/proofs/account-safemultisig-proof.boc',
    address: '0:9d98e2c829b309',
    balance: 7702637684n,
    cells: 73n,
    lastTransLt: 32356792000004n,
    codeHash: '80d6c47c4a25543c',
  },
];

/** Account states among the nekoton and Tycho fixtures: tagged Accounts, and AccountStuff (no account$1 tag). */
const TAGGED = [
  'nekoton/nekoton-abi_src_lib__test_execute_2.boc',
  'nekoton/src_core_token_wallet_mod__root_token_contract.boc',
  'nekoton/src_core_token_wallet_mod__root_token_contract_1.boc',
  'nekoton/src_core_token_wallet_mod__token_wallet_contract.boc',
  'nekoton/src_core_token_wallet_mod__token_wallet_contract_1.boc',
];
const UNTAGGED = [
  'nekoton/nekoton-abi_src_lib__execute_getter.boc',
  'nekoton/src_core_jetton_wallet_mod__dai_root_token_contract.boc',
  'nekoton/src_core_jetton_wallet_mod__mintless_points_root_token_contract.boc',
  'nekoton/src_core_jetton_wallet_mod__tonup_root_token_contract.boc',
  'nekoton/src_core_jetton_wallet_mod__tonup_wallet_token_contract.boc',
  'nekoton/src_core_jetton_wallet_mod__usdt_root_token_contract.boc',
  'nekoton/src_core_jetton_wallet_mod__wallet_address.boc',
  'nekoton/src_core_token_wallet_mod__get_strange_root_contract_details.boc',
  'nekoton/src_core_ton_wallet_wallet_v5r1__state_init.boc',
  'tycho/executor/state.boc',
];

function prunedBranch(cell: Cell): Cell {
  return new Builder().storeUint(CellType.PrunedBranch, 8).storeUint(1, 8).storeBytes(cell.hash()).storeUint(cell.depth(), 16).endExoticCell();
}

function merkleProof(child: Cell): Cell {
  return new Builder().storeUint(CellType.MerkleProof, 8).storeBytes(child.hash(0)).storeUint(child.depth(0), 16).storeRef(child).endExoticCell();
}

/** The account as @ton/core reads it, starting after `skipBits` (the account$1 tag). */
function tonCoreView(file: string, skipBits: number) {
  const slice = defined(TonCell.fromBoc(Buffer.from(readFixture(file)))[0], file).beginParse();
  slice.skip(skipBits);
  const account = tonLoadAccount(slice);
  const state = account.storage.state;
  return {
    address: account.addr.toRawString(),
    balance: account.storage.balance.coins,
    lastTransLt: account.storage.lastTransLt,
    used: account.storageStats.used,
    lastPaid: account.storageStats.lastPaid,
    codeHash: state.type === 'active' && state.state.code ? state.state.code.hash().toString('hex') : null,
  };
}

function ourView(account: Account) {
  return {
    address: formatRawAddress(account.address),
    balance: account.storage.balance.coins,
    lastTransLt: account.storage.lastTransLt,
    used: account.storageStat.used,
    lastPaid: account.storageStat.lastPaid,
    codeHash: accountCodeHash(account),
  };
}

describeWithFixtures('Account on real account states', () => {
  it.each(DESCRIBED)('$file holds what the fixtures README states', (expected) => {
    const root = readBocSingle(readFixture(expected.file));
    const account = decodeAccount(root);
    expect(account).not.toBeNull();
    expect(accountStatusOf(account)).toBe('active');
    expect(formatRawAddress(account!.address)?.startsWith(expected.address)).toBe(true);
    expect(account!.storage.balance).toEqual({ coins: expected.balance, other: [] });
    expect(account!.storageStat.used.cells).toBe(expected.cells);
    expect(account!.storage.lastTransLt).toBe(expected.lastTransLt);
    expect(accountCodeHash(account)?.startsWith(expected.codeHash)).toBe(true);
    expect(encodeAccount(account).hashHex()).toBe(root.hashHex());
  });

  it('reads an account through a Merkle proof whose code is pruned', () => {
    // The "proof" fixture holds the plain account cell (the source of a proof), so the proof is made here.
    const full = readBocSingle(readFixture('everscale/proofs/account-safemultisig-proof.boc'));
    expect(full.type).toBe(CellType.Ordinary);
    const original = decodeAccount(full)!;
    const state = original.storage.state;
    if (state.kind !== 'active' || state.stateInit.code === null) throw new Error('the fixture account is active with code');
    const pruned: Account = {
      ...original,
      storage: { ...original.storage, state: { kind: 'active', stateInit: { ...state.stateInit, code: prunedBranch(state.stateInit.code) } } },
    };
    const proof = merkleProof(encodeAccount(pruned));
    expect(proof.level).toBe(0);
    const read = decodeAccount(defined(proof.refs[0], 'the proved account'));
    expect(read).toEqual(pruned);
    expect(accountCodeHash(read)).toBe(accountCodeHash(original));
    expect(encodeAccount(read).hash(0)).toEqual(full.hash());
  });

  it.each(TAGGED)('%s (tagged) agrees with @ton/core and round-trips', (file) => {
    const cell = readBocSingle(readFixture(file));
    const account = decodeAccount(cell)!;
    expect(account.storage.initCodeHash).toBeUndefined();
    expect(ourView(account)).toEqual(tonCoreView(file, 1));
    expect(encodeAccount(account).hashHex()).toBe(cell.hashHex());
  });

  it.each(UNTAGGED)('%s (AccountStuff) agrees with @ton/core and round-trips', (file) => {
    const cell = readBocSingle(readFixture(file));
    const account = decodeAccountStuff(cell);
    expect(ourView(account)).toEqual(tonCoreView(file, 0));
    expect(encodeAccountStuff(account).hashHex()).toBe(cell.hashHex());
    expect(() => decodeAccount(cell)).toThrow(TlbError);
  });
});

describeWithFixtures('Account layouts', () => {
  const source = () => decodeAccount(readBocSingle(readFixture('everscale/accounts/sdk-account.boc')))!;

  it("writes Everscale's versioned layout with init_code_hash, and reads it back", () => {
    const account = source();
    const codeHash = accountCodeHash(account)!;
    for (const initCodeHash of [codeHash, null]) {
      const versioned: Account = { ...account, storage: { ...account.storage, initCodeHash } };
      const cell = encodeAccount(versioned);
      expect(new Slice(cell).loadUint(4)).toBe(0b0001);
      expect(decodeAccount(cell)).toEqual(versioned);
      expect(decodeAccountStuff(encodeAccountStuff(versioned))).toEqual(versioned);
    }
  });

  it('reads account_none as null and refuses unknown account versions', () => {
    expect(decodeAccount(encodeAccount(null))).toBeNull();
    expect(encodeAccount(null).bitLength).toBe(1);
    expect(accountStatusOf(null)).toBe('nonexist');
    expect(() => decodeAccount(new Builder().storeUint(0b0010, 4).endCell())).toThrow(/Account: unknown tag #2/);
  });

  it("keeps TON's storage dict hash", () => {
    const account = source();
    const dictHash = bytesToHex(new Uint8Array(32).fill(7));
    const withDict: Account = { ...account, storageStat: { ...account.storageStat, dictHash } };
    const cell = encodeAccount(withDict);
    expect(cell.bitLength).toBe(encodeAccount(account).bitLength + 256);
    expect(decodeAccount(cell)).toEqual(withDict);
  });

  it('reports frozen and uninit accounts and their lack of code', () => {
    const account = source();
    const frozen: Account = { ...account, storage: { ...account.storage, state: { kind: 'frozen', stateHash: 'ab'.repeat(32) } } };
    const uninit: Account = { ...account, storage: { ...account.storage, state: { kind: 'uninit' } } };
    expect([accountStatusOf(frozen), accountStatusOf(uninit)]).toEqual(['frozen', 'uninit']);
    expect([accountCodeHash(frozen), accountCodeHash(uninit)]).toEqual([null, null]);
    expect(decodeAccount(encodeAccount(frozen))).toEqual(frozen);
    expect(decodeAccount(encodeAccount(uninit))).toEqual(uninit);
  });
});
