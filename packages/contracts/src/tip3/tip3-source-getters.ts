import { existingAccountCell, type AccountSource } from '../getters/account-source.js';
import { readTokenRootInfo, readTokenWalletInfo, readWalletOf, type TokenRootInfo, type TokenWalletInfo } from './tip3-getters.js';

/** A TIP-3 root's name, symbol, decimals, owner and total supply, read from its current state. */
export async function fetchTokenRootInfo(source: AccountSource, root: string): Promise<TokenRootInfo> {
  return readTokenRootInfo(await existingAccountCell(source, root));
}

/** The token wallet of `owner` under `root`, as the root computes it. */
export async function fetchWalletOf(source: AccountSource, root: string, owner: string): Promise<string> {
  return readWalletOf(await existingAccountCell(source, root), owner);
}

/** A TIP-3 token wallet's owner, root and balance, read from its current state. */
export async function fetchTokenWalletInfo(source: AccountSource, wallet: string): Promise<TokenWalletInfo> {
  return readTokenWalletInfo(await existingAccountCell(source, wallet));
}
