import { Builder, Cell, formatRawAddress, loadMsgAddress, parseRawAddress, Slice, storeMsgAddressInt, bytesToHex, type VmValue } from '@tvmscan/tvm';
import { GetterError } from '../errors.js';
import { rawAddressArgument } from '../getters/address-argument.js';
import { runTvmGetter } from '../getters/run-tvm-getter.js';
import { readJettonContent, type JettonContent } from './jetton-content.js';

/** What a TEP-74 minter says about itself (`get_jetton_data`), its content read as TEP-64. Addresses are raw `wc:hex`. */
export interface JettonData {
  totalSupply: bigint;
  mintable: boolean;
  /** Null when the minter has no admin (addr_none). */
  admin: string | null;
  content: JettonContent;
  /** The content cell as the minter returns it. */
  contentCell: Cell;
  walletCode: Cell;
}

/** Whose a TEP-74 jetton wallet is and what it holds (`get_wallet_data`). */
export interface JettonWalletData {
  balance: bigint;
  owner: string;
  master: string;
  walletCode: Cell;
}

/** Runs the minter's `get_jetton_data` on its Account cell. */
export function readJettonData(minterAccount: Cell): JettonData {
  const method = 'get_jetton_data';
  const [totalSupply, mintable, admin, content, walletCode] = stackOf(runTvmGetter(minterAccount, method), 5, method);
  const contentCell = cellAt(content, 'content', method);
  return {
    totalSupply: intAt(totalSupply, 'total_supply', method),
    mintable: intAt(mintable, 'mintable', method) !== 0n,
    admin: addressAt(admin, 'admin_address', method),
    content: readJettonContent(contentCell),
    contentCell,
    walletCode: cellAt(walletCode, 'jetton_wallet_code', method),
  };
}

/** The jetton wallet address the minter computes for `owner` (`get_wallet_address`). */
export function readJettonWalletAddress(minterAccount: Cell, owner: string): string {
  const method = 'get_wallet_address';
  const address = parseRawAddress(rawAddressArgument(owner, 'the wallet owner'));
  const b = new Builder();
  storeMsgAddressInt(b, { kind: 'std', workchain: address.workchain, address: bytesToHex(address.hash) });
  const [wallet] = stackOf(runTvmGetter(minterAccount, method, [new Slice(b.endCell())]), 1, method);
  return requiredAddress(wallet, 'jetton_wallet_address', method);
}

/** Runs the wallet's `get_wallet_data` on its Account cell. */
export function readJettonWalletData(walletAccount: Cell): JettonWalletData {
  const method = 'get_wallet_data';
  const [balance, owner, master, walletCode] = stackOf(runTvmGetter(walletAccount, method), 4, method);
  return {
    balance: intAt(balance, 'balance', method),
    owner: requiredAddress(owner, 'owner', method),
    master: requiredAddress(master, 'jetton', method),
    walletCode: cellAt(walletCode, 'jetton_wallet_code', method),
  };
}

function stackOf(stack: VmValue[], count: number, method: string): VmValue[] {
  if (stack.length < count) throw new GetterError(`get-method ${method} returned ${stack.length} values, not ${count}`, null);
  return stack.slice(stack.length - count);
}

function intAt(value: VmValue | undefined, name: string, method: string): bigint {
  if (typeof value !== 'bigint') throw mistyped(name, method, 'an integer');
  return value;
}

function cellAt(value: VmValue | undefined, name: string, method: string): Cell {
  if (!(value instanceof Cell)) throw mistyped(name, method, 'a cell');
  return value;
}

function addressAt(value: VmValue | undefined, name: string, method: string): string | null {
  if (!(value instanceof Slice)) throw mistyped(name, method, 'a slice');
  return formatRawAddress(loadMsgAddress(value.clone()));
}

function requiredAddress(value: VmValue | undefined, name: string, method: string): string {
  const address = addressAt(value, name, method);
  if (address === null) throw mistyped(name, method, 'an internal address');
  return address;
}

function mistyped(name: string, method: string, what: string): GetterError {
  return new GetterError(`get-method ${method} did not return ${what} as ${name}`, null);
}
