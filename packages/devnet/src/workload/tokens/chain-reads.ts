import { readTokenBalance } from '@tvmscan/contracts';
import { decodeAccount, type Cell } from '@tvmscan/tvm';
import { addrStdOf, type RawAddress } from '../../contracts/shared/raw-address.js';
import { tokenWalletAddress } from '../../contracts/tip3/index.js';
import { nftAddress } from '../../contracts/tip4/index.js';
import type { WalletNetwork } from '../../wallet/wallet-sender.js';

type Reader = Pick<WalletNetwork, 'accountState'>;

/** The Account cell of an account that exists, whatever its state; null when there is none. */
export function existingAccount(network: Reader, address: RawAddress): Cell | null {
  const state = network.accountState(addrStdOf(address, 'the account'));
  return state === undefined || decodeAccount(state.account) === null ? null : state.account;
}

/** The Account cell of an active (deployed) account; null otherwise. */
export function activeAccount(network: Reader, address: RawAddress): Cell | null {
  const account = existingAccount(network, address);
  return account !== null && decodeAccount(account)?.storage.state.kind === 'active' ? account : null;
}

const walletAddresses = new Map<string, RawAddress>();

/** The token wallet of `owner` under `token` (remembered: deriving it runs the ABI encoder). */
export function tokenWalletOf(token: RawAddress, owner: RawAddress): RawAddress {
  const key = `${token}/${owner}`;
  let address = walletAddresses.get(key);
  if (address === undefined) walletAddresses.set(key, (address = tokenWalletAddress(token, owner)));
  return address;
}

/** What `owner`'s token wallet of `token` holds now; zero while it is not deployed. */
export function tokenBalanceOnChain(network: Reader, token: RawAddress, owner: RawAddress): bigint {
  const wallet = activeAccount(network, tokenWalletOf(token, owner));
  return wallet === null ? 0n : readTokenBalance(wallet);
}

const nftAddresses = new Map<string, RawAddress>();

/** The address of NFT `id` of `collection` (remembered: deriving it runs the ABI encoder). */
export function nftAddressOf(collection: RawAddress, id: bigint): RawAddress {
  const key = `${collection}/${id}`;
  let address = nftAddresses.get(key);
  if (address === undefined) nftAddresses.set(key, (address = nftAddress(collection, id)));
  return address;
}
