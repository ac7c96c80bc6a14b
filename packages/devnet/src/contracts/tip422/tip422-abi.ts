import { param, TIP4_FUNCTIONS as TIP4, type AbiFunction } from '@tvmscan/contracts';

/** The functions of our TIP-4.2.2 collection (func/collection.fc): its constructor, the owner's mint, and the standards' functions. */
export const COLLECTION_FUNCTIONS: readonly AbiFunction[] = [
  { name: 'constructor', inputs: [param('collectionUrl', 'string'), param('nftBaseUrl', 'string')], outputs: [] },
  { name: 'mintNft', inputs: [param('owner', 'address')], outputs: [] },
  TIP4.supportsInterface,
  TIP4.totalSupply,
  TIP4.totalMinted,
  TIP4.getOwner,
  TIP4.nftCode,
  TIP4.nftCodeHash,
  TIP4.nftAddress,
  TIP4.getCollectionUrl,
  TIP4.getNftUrl,
];

/** The functions of our TIP-4.2.2 NFT (func/nft.fc): TIP-4.1's and TIP-4.2.2's. */
export const NFT_FUNCTIONS: readonly AbiFunction[] = [
  TIP4.transfer,
  TIP4.changeOwner,
  TIP4.changeManager,
  TIP4.supportsInterface,
  TIP4.getInfo,
  TIP4.getUrlParts,
];
