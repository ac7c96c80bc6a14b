import { bytesToHex } from '@tvmscan/tvm';
import type { RawAddress } from '../../contracts/shared/raw-address.js';
import { deriveBytes } from '../../derive-bytes.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';

/** What the devnet's tokens and collections are derived from: its seed and its genesis wallets. */
export interface GenesisHost {
  readonly identity: { readonly seed: string };
  readonly wallets: readonly EverWallet[];
  readonly giver: EverWallet;
}

/** A collection of our own contracts that the workload deploys and mints in. */
export interface WorkloadCollection<Codes> {
  readonly codes: Codes;
  readonly nonce: bigint;
  readonly address: RawAddress;
  /** The genesis wallet that deploys the collection and alone mints in it. */
  readonly owner: EverWallet;
}

/** The genesis wallet at `index`, round the list; the giver when the devnet has no other wallet. */
export function genesisWallet(host: Pick<GenesisHost, 'wallets' | 'giver'>, index: number): EverWallet {
  return host.wallets[index % host.wallets.length] ?? host.giver;
}

/** An unsigned integer of `bytes` bytes that follows from the seed and `label` alone. */
export function seededUint(seed: string, label: string, bytes: number): bigint {
  return BigInt(`0x${bytesToHex(deriveBytes(seed, label).subarray(0, bytes))}`);
}
