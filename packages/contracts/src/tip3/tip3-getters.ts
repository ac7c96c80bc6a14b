import type { Cell } from '@tvmscan/tvm';
import { rawAddressArgument } from '../getters/address-argument.js';
import { outputString, outputUint } from '../getters/getter-output.js';
import { runGetter } from '../getters/run-getter.js';
import { tokenRootAbi, tokenWalletAbi } from './tip3-abis.js';

/** What a TIP-3 TokenRoot says about itself. Addresses are raw `wc:hex`. */
export interface TokenRootInfo {
  name: string;
  symbol: string;
  decimals: number;
  rootOwner: string;
  totalSupply: bigint;
}

/** Whose a TIP-3 TokenWallet is and what it holds. */
export interface TokenWalletInfo {
  owner: string;
  root: string;
  balance: bigint;
}

const ANSWER = { answerId: '0' };

/** Runs the root's getters on its Account cell. */
export function readTokenRootInfo(rootAccount: Cell): TokenRootInfo {
  const run = (method: string) => runGetter(tokenRootAbi(), rootAccount, method, ANSWER, true);
  const read = (method: string) => outputString(run(method), 'value0', method);
  return {
    name: read('name'),
    symbol: read('symbol'),
    decimals: Number(outputUint(run('decimals'), 'value0', 'decimals')),
    rootOwner: read('rootOwner'),
    totalSupply: readTotalSupply(rootAccount),
  };
}

/** The root's `totalSupply`: minted minus burnt. */
export function readTotalSupply(rootAccount: Cell): bigint {
  return outputUint(runGetter(tokenRootAbi(), rootAccount, 'totalSupply', ANSWER, true), 'value0', 'totalSupply');
}

/** The token wallet address the root computes for `owner` (get-method `walletOf`). */
export function readWalletOf(rootAccount: Cell, owner: string): string {
  const input = { ...ANSWER, walletOwner: rawAddressArgument(owner, 'the wallet owner') };
  return outputString(runGetter(tokenRootAbi(), rootAccount, 'walletOf', input, true), 'value0', 'walletOf');
}

/** A token wallet's `balance`. */
export function readTokenBalance(walletAccount: Cell): bigint {
  return outputUint(runGetter(tokenWalletAbi(), walletAccount, 'balance', ANSWER, true), 'value0', 'balance');
}

/** A token wallet's `owner` and `root`. */
export function readTokenWalletOwnership(walletAccount: Cell): { owner: string; root: string } {
  const read = (method: string) => outputString(runGetter(tokenWalletAbi(), walletAccount, method, ANSWER, true), 'value0', method);
  return { owner: read('owner'), root: read('root') };
}

/** A token wallet's owner, root and balance. */
export function readTokenWalletInfo(walletAccount: Cell): TokenWalletInfo {
  return { ...readTokenWalletOwnership(walletAccount), balance: readTokenBalance(walletAccount) };
}
