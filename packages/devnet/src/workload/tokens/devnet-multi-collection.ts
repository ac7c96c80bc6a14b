import { multiCollectionState, multiTokenCodes, type MultiTokenCodes } from '../../contracts/multi/index.js';
import { genesisWallet, seededUint, type GenesisHost, type WorkloadCollection } from './seeded-owners.js';

/** The devnet's standard-6 (VEP 1155) multi-token collection. */
export type DevnetMultiCollection = WorkloadCollection<MultiTokenCodes>;

/** The wallet after the URL collection's owner. */
const OWNER_INDEX = 8;

/**
 * The multi-token collection of a devnet: its address follows from the seed and its owner. Compiles the contracts the
 * first time (with `keepDir`, the devnet's folder, the first time for that folder).
 */
export async function devnetMultiCollection(host: GenesisHost, keepDir?: string): Promise<DevnetMultiCollection> {
  const codes = await multiTokenCodes(keepDir);
  const owner = genesisWallet(host, OWNER_INDEX);
  const nonce = seededUint(host.identity.seed, 'vep1155:multi-collection', 8);
  return { codes, nonce, address: multiCollectionState(codes, { owner: owner.rawAddress, nonce }).address, owner };
}
