import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';
import { loadMsgAddressInt, storeMsgAddressInt, type MsgAddressInt } from '../message/msg-address.js';
import { unknownTag } from '../../tlb/tag.js';
import { loadAccountState, storeAccountState, type AccountState } from './account-state.js';
import { loadStorageInfo, storeStorageInfo, type StorageInfo } from './storage-info.js';

/** account_storage$_ last_trans_lt:uint64 balance:CurrencyCollection state:AccountState. */
export interface AccountStorage {
  lastTransLt: bigint;
  balance: CurrencyCollection;
  state: AccountState;
  /**
   * Everscale's `init_code_hash:(Maybe uint256)`, which exists only in its versioned account layout
   * (tag 0b0001 instead of account$1): undefined in the original layout, null when the Maybe is empty.
   */
  initCodeHash?: string | null;
}

/** account$1 addr:MsgAddressInt storage_stat:StorageInfo storage:AccountStorage (account_none$0 is null). */
export interface Account {
  address: MsgAddressInt;
  storageStat: StorageInfo;
  storage: AccountStorage;
}

/** Everscale's versioned layout starts with a 0 bit (as account_none) and then version 1 in three bits. */
const VERSIONED_TAG = 0b001;

/** Reads an Account, which always fills its own cell: a lone 0 bit is account_none (null). */
export function loadAccount(s: Slice): Account | null {
  if (s.loadBit()) return loadAccountFields(s);
  if (s.remainingBits === 0) return null;
  const version = s.loadUint(3);
  if (version !== VERSIONED_TAG) throw unknownTag('Account', version, 4);
  const account = loadAccountFields(s);
  account.storage.initCodeHash = loadMaybeHash(s);
  return account;
}

export function storeAccount(b: Builder, account: Account | null): void {
  if (account === null) {
    b.storeBit(0);
    return;
  }
  const { initCodeHash } = account.storage;
  if (initCodeHash === undefined) b.storeBit(1);
  else b.storeUint(VERSIONED_TAG, 4);
  storeAccountFields(b, account);
  if (initCodeHash !== undefined) storeMaybeHash(b, initCodeHash);
}

export function decodeAccount(cell: Cell): Account | null {
  const s = new Slice(cell);
  const account = loadAccount(s);
  s.expectEnd('Account');
  return account;
}

export function encodeAccount(account: Account | null): Cell {
  const b = new Builder();
  storeAccount(b, account);
  return b.endCell();
}

/**
 * Reads an existing account without the account$1 tag, the form in which a standalone account state is
 * usually stored (ton-labs' AccountStuff, tycho-types' Account, @ton/core's Account, the JRPC state
 * answers); Everscale appends `init_code_hash` when it has one. It fills its own cell.
 */
export function loadAccountStuff(s: Slice): Account {
  const account = loadAccountFields(s);
  if (s.remainingBits > 0) account.storage.initCodeHash = loadMaybeHash(s);
  return account;
}

export function storeAccountStuff(b: Builder, account: Account): void {
  storeAccountFields(b, account);
  if (account.storage.initCodeHash !== undefined) storeMaybeHash(b, account.storage.initCodeHash);
}

export function decodeAccountStuff(cell: Cell): Account {
  const s = new Slice(cell);
  const account = loadAccountStuff(s);
  s.expectEnd('AccountStuff');
  return account;
}

export function encodeAccountStuff(account: Account): Cell {
  const b = new Builder();
  storeAccountStuff(b, account);
  return b.endCell();
}

function loadAccountFields(s: Slice): Account {
  const address = loadMsgAddressInt(s);
  const storageStat = loadStorageInfo(s);
  const lastTransLt = s.loadUint64();
  const balance = loadCurrencyCollection(s);
  const state = loadAccountState(s);
  return { address, storageStat, storage: { lastTransLt, balance, state } };
}

function storeAccountFields(b: Builder, account: Account): void {
  storeMsgAddressInt(b, account.address);
  storeStorageInfo(b, account.storageStat);
  b.storeUint(account.storage.lastTransLt, 64);
  storeCurrencyCollection(b, account.storage.balance);
  storeAccountState(b, account.storage.state);
}

function loadMaybeHash(s: Slice): string | null {
  return s.loadBit() ? bytesToHex(s.loadBytes(32)) : null;
}

function storeMaybeHash(b: Builder, hash: string | null): void {
  b.storeBit(hash !== null);
  if (hash !== null) b.storeBytes(hexToBytes(hash));
}
