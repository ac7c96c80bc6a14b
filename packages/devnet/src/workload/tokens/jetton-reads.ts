import { readJettonWalletData } from '@tvmscan/contracts';
import type { RawAddress } from '../../contracts/shared/raw-address.js';
import { jettonWalletAddress } from '../../contracts/jetton/index.js';
import type { WalletNetwork } from '../../wallet/wallet-sender.js';
import { activeAccount } from './chain-reads.js';

type Reader = Pick<WalletNetwork, 'accountState'>;

const walletAddresses = new Map<string, RawAddress>();

/** The jetton wallet of `owner` under `minter` (remembered: deriving it hashes a StateInit). */
export function jettonWalletOf(minter: RawAddress, owner: RawAddress): RawAddress {
  const key = `${minter}/${owner}`;
  let address = walletAddresses.get(key);
  if (address === undefined) walletAddresses.set(key, (address = jettonWalletAddress(minter, owner)));
  return address;
}

/** What `owner`'s jetton wallet under `minter` holds now (its `get_wallet_data`); zero while it is not deployed. */
export function jettonBalanceOnChain(network: Reader, minter: RawAddress, owner: RawAddress): bigint {
  const wallet = activeAccount(network, jettonWalletOf(minter, owner));
  return wallet === null ? 0n : readJettonWalletData(wallet).balance;
}
