import { bytesToHex } from '@tvmscan/tvm';
import type { RawAddress } from '../../contracts/shared/raw-address.js';
import { multiCollectionState, multiTokenCodes, type MultiTokenCodes } from '../../contracts/multi/index.js';
import { deriveBytes } from '../../derive-bytes.js';
import type { EverWallet } from '../../wallet/ever-wallet.js';
import { genesisWallet } from './devnet-tokens.js';

/** The devnet's standard-6 (VEP 1155) multi-token collection. */
export interface DevnetMultiCollection {
  readonly codes: MultiTokenCodes;
  readonly nonce: bigint;
  readonly address: RawAddress;
  /** The genesis wallet that deploys the collection and alone mints in it. */
  readonly owner: EverWallet;
}

/** The wallet after the URL collection's owner. */
const OWNER_INDEX = 8;

/**
 * The multi-token collection of a devnet: its address follows from the seed and its owner. Compiles the contracts the
 * first time (with `keepDir`, the devnet's folder, the first time for that folder).
 */
export async function devnetMultiCollection(
  host: { readonly identity: { readonly seed: string }; readonly wallets: readonly EverWallet[]; readonly giver: EverWallet },
  keepDir?: string,
): Promise<DevnetMultiCollection> {
  const codes = await multiTokenCodes(keepDir);
  const owner = genesisWallet(host, OWNER_INDEX);
  const nonce = BigInt(`0x${bytesToHex(deriveBytes(host.identity.seed, 'vep1155:multi-collection').subarray(0, 8))}`);
  return { codes, nonce, address: multiCollectionState(codes, { owner: owner.rawAddress, nonce }).address, owner };
}
