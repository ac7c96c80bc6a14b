export {
  nftCollectionByAddress,
  listNftCollections,
  countNftCollections,
  exportNftCollections,
  NFT_STANDARDS,
  type NftCollectionRecord,
  type NftCollectionFilter,
} from '../../nfts/queries/nft-collections.js';
export {
  nftItemByAddress,
  nftItemById,
  listNftItems,
  countNftItems,
  nftIdInput,
  type NftItemRecord,
  type NftItemFilter,
} from '../../nfts/queries/nft-items.js';
export {
  listNftEvents,
  countNftEvents,
  NFT_EVENT_KINDS,
  type NftEventRecord,
  type NftEventFilter,
  type NftEventContinuation,
} from '../../nfts/queries/nft-events.js';
export type { MetadataColumns } from '../../nfts/queries/nft-metadata-columns.js';
export { nftIndexByAddress, type NftIndexRecord } from '../../nfts/queries/nft-indexes.js';
export {
  multiTokenCollectionByAddress,
  listMultiTokens,
  listMultiTokenWallets,
  multiTokenWalletByAddress,
  type MultiTokenCollectionRecord,
  type MultiTokenRecord,
  type MultiTokenWalletRecord,
  type MultiTokenWalletFilter,
} from '../../multi/queries/multi-tokens.js';
