export {
  nftCollectionByAddress,
  listNftCollections,
  countNftCollections,
  exportNftCollections,
  NFT_STANDARDS,
  type NftCollectionRecord,
  type NftCollectionFilter,
} from './nft-collections.js';
export { nftItemByAddress, nftItemById, listNftItems, countNftItems, nftIdInput, type NftItemRecord, type NftItemFilter } from './nft-items.js';
export { listNftEvents, countNftEvents, NFT_EVENT_KINDS, type NftEventRecord, type NftEventFilter, type NftEventContinuation } from './nft-events.js';
export type { MetadataColumns } from './nft-metadata-columns.js';
export { nftIndexByAddress, type NftIndexRecord } from './nft-indexes.js';
export {
  multiTokenCollectionByAddress,
  listMultiTokens,
  listMultiTokenWallets,
  multiTokenWalletByAddress,
  type MultiTokenCollectionRecord,
  type MultiTokenRecord,
  type MultiTokenWalletRecord,
  type MultiTokenWalletFilter,
} from './multi-tokens.js';
