import { tip422Codes, urlCollectionState, type Tip422Codes } from '../../contracts/tip422/index.js';
import { genesisWallet, seededUint, type GenesisHost, type WorkloadCollection } from './seeded-owners.js';
import { urlCollectionPaths } from './url-collection-metadata.js';

/** The devnet's TIP-4.2.2 collection: its metadata and its NFTs' are served by the devnet's own HTTP server at `origin`. */
export interface DevnetUrlCollection extends WorkloadCollection<Tip422Codes> {
  readonly collectionUrl: string;
  /** NFT `id`'s metadata is at this URL followed by `id`. */
  readonly nftBaseUrl: string;
}

/** The wallet after those owning the devnet's tokens, collections and jettons (seven of them). */
const OWNER_INDEX = 7;

/**
 * The URL collection of a devnet whose HTTP server answers at `origin` (`http://host:port`): its address follows from
 * the seed and its owner, its URLs lead to that server. Compiles the contracts the first time (with `keepDir`, the
 * devnet's folder, the first time for that folder).
 */
export async function devnetUrlCollection(host: GenesisHost, origin: string, keepDir?: string): Promise<DevnetUrlCollection> {
  const codes = await tip422Codes(keepDir);
  const owner = genesisWallet(host, OWNER_INDEX);
  const nonce = seededUint(host.identity.seed, 'tip422:url-collection', 8);
  const paths = urlCollectionPaths(origin);
  return {
    codes,
    nonce,
    address: urlCollectionState(codes, { owner: owner.rawAddress, nonce }).address,
    owner,
    collectionUrl: paths.collection,
    nftBaseUrl: paths.itemBase,
  };
}
