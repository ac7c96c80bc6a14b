import { loadArtifact, type ContractArtifact } from '../shared/artifact.js';

let collection: ContractArtifact | undefined;
let nft: ContractArtifact | undefined;
let index: ContractArtifact | undefined;
let indexBasis: ContractArtifact | undefined;

/** The sample TIP-4 Collection of @broxus/tip4 (TIP-4.1, 4.2 and 4.3, minted by its owner). */
export function collectionArtifact(): ContractArtifact {
  collection ??= loadArtifact('@broxus/tip4', 'Collection', [
    'constructor',
    'mintNft',
    'nftAddress',
    'totalSupply',
    'totalMinted',
    'owner',
    'getJson',
  ]);
  return collection;
}

/** The Nft the sample collection deploys. */
export function nftArtifact(): ContractArtifact {
  nft ??= loadArtifact('@broxus/tip4', 'Nft', ['transfer', 'changeManager', 'burn']);
  return nft;
}

/** TIP-4.3 Index: an NFT deploys two per owner so owners' NFTs can be found by code hash. */
export function indexArtifact(): ContractArtifact {
  index ??= loadArtifact('@broxus/tip4', 'Index', []);
  return index;
}

/** TIP-4.3 IndexBasis: the collection deploys one so collections can be found by code hash. */
export function indexBasisArtifact(): ContractArtifact {
  indexBasis ??= loadArtifact('@broxus/tip4', 'IndexBasis', []);
  return indexBasis;
}
