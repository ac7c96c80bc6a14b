import type { Cell } from '@tvmscan/tvm';
import { outputAddress, outputString, outputUint } from '../shared/abi-output.js';
import { runGetter } from '../shared/getter.js';
import { normalizeRawAddress, type RawAddress } from '../shared/raw-address.js';
import { tokenRootArtifact, tokenWalletArtifact } from './token-artifacts.js';

/** What a TokenRoot says about itself. */
export interface TokenRootInfo {
  name: string;
  symbol: string;
  decimals: number;
  rootOwner: RawAddress;
  totalSupply: bigint;
}

const ANSWER = { answerId: '0' };

/** Runs the root's getters on its Account cell. */
export function readTokenRootInfo(rootAccount: Cell): TokenRootInfo {
  const { abi } = tokenRootArtifact();
  const read = (method: string) => runGetter(abi, rootAccount, method, ANSWER, true);
  return {
    name: outputString(read('name'), 'value0', 'name'),
    symbol: outputString(read('symbol'), 'value0', 'symbol'),
    decimals: Number(outputUint(read('decimals'), 'value0', 'decimals')),
    rootOwner: outputAddress(read('rootOwner'), 'value0', 'rootOwner'),
    totalSupply: readTotalSupply(rootAccount),
  };
}

/** The root's `totalSupply`: minted minus burnt. */
export function readTotalSupply(rootAccount: Cell): bigint {
  return outputUint(runGetter(tokenRootArtifact().abi, rootAccount, 'totalSupply', ANSWER, true), 'value0', 'totalSupply');
}

/** The token wallet address the root computes for `owner` (get-method `walletOf`). */
export function readWalletOf(rootAccount: Cell, owner: RawAddress): RawAddress {
  const input = { ...ANSWER, walletOwner: normalizeRawAddress(owner, 'the wallet owner') };
  return outputAddress(runGetter(tokenRootArtifact().abi, rootAccount, 'walletOf', input, true), 'value0', 'walletOf');
}

/** A token wallet's `balance`. */
export function readTokenBalance(walletAccount: Cell): bigint {
  return outputUint(runGetter(tokenWalletArtifact().abi, walletAccount, 'balance', ANSWER, true), 'value0', 'balance');
}

/** A token wallet's `owner` and `root`. */
export function readTokenWalletOwnership(walletAccount: Cell): { owner: RawAddress; root: RawAddress } {
  const { abi } = tokenWalletArtifact();
  return {
    owner: outputAddress(runGetter(abi, walletAccount, 'owner', ANSWER, true), 'value0', 'owner'),
    root: outputAddress(runGetter(abi, walletAccount, 'root', ANSWER, true), 'value0', 'root'),
  };
}
