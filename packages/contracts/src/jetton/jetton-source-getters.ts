import { existingAccountCell, type AccountSource } from '../getters/account-source.js';
import { readJettonData, readJettonWalletAddress, readJettonWalletData, type JettonData, type JettonWalletData } from './jetton-getters.js';

/** A jetton minter's supply, admin, content and wallet code, read from its current state. */
export async function fetchJettonData(source: AccountSource, minter: string): Promise<JettonData> {
  return readJettonData(await existingAccountCell(source, minter));
}

/** The jetton wallet of `owner` under `minter`, as the minter computes it. */
export async function fetchJettonWalletAddress(source: AccountSource, minter: string, owner: string): Promise<string> {
  return readJettonWalletAddress(await existingAccountCell(source, minter), owner);
}

/** A jetton wallet's balance, owner, master and code, read from its current state. */
export async function fetchJettonWalletData(source: AccountSource, wallet: string): Promise<JettonWalletData> {
  return readJettonWalletData(await existingAccountCell(source, wallet));
}
