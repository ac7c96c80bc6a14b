export { openDatabase, databaseOptionsFromEnv, embeddedDatabaseFolder, type Database, type DatabaseKind, type DatabaseOptions } from './database.js';
export { DatabaseOpenError } from './database-open-error.js';
export { DatabaseStoppedError } from './pglite-abort-guard.js';
export { freeBytesAt, mebibytes, MIB } from './free-space.js';
export { takeWriterLock, WriterLockError, WRITER_LOCK_CLASS, type WriterLock, type WriterLockHolder } from './writer-lock.js';
export { migrate, listMigrations, type Migration } from './migrate.js';
export { StoreError, type StoreErrorCode } from './store-error.js';
export type * from './schema.js';
export type { Writer } from './chain/insert-rows.js';
export {
  emptyChainRows,
  writeChainRows,
  type ChainRows,
  type RenderedChainRows,
  type BlockRow,
  type ShardDescriptionRow,
  type TransactionRow,
  type AccountBlockRow,
  type ConfigRow,
  type ElectionRow,
} from './chain/chain-rows.js';
export type { MessageRow } from './chain/messages.js';
export type { CopyChunk } from './copy/copy-text.js';
export { loadAccounts, type AccountKey, type AccountRow, type AccountInsert, type AccountStateRow } from './chain/accounts.js';
export { STATS_PERIODS, readChainTotals, type ChainTotals, type StatsBucketRow } from './chain/stats.js';
export type { ValidatorSetRow } from './chain/validator-sets.js';
export { readCheckpoint, readMasterchainRootHash, advanceCheckpoint, type Checkpoint } from './chain/checkpoint.js';
export { readIndexHead, type IndexHead } from './chain/index-head.js';
export { chainChecksum } from './chain/checksum.js';
export * from './queries/index.js';
export type { RegistrySchema, UsersTable, ApiKeysTable } from './registry/registry-schema.js';
export type {
  TokenSchema,
  TokenStandardName,
  TokenTransactionKind,
  TokenRootsTable,
  TokenWalletsTable,
  TokenTransactionsTable,
  TokenStatsDailyTable,
  TokenPricesTable,
} from './tokens/token-schema.js';
export {
  emptyTokenRows,
  type TokenRows,
  type TokenRootRow,
  type TokenWalletRow,
  type TokenTransactionRow,
  type TokenStatsRow,
} from './tokens/token-rows.js';
export type {
  NftSchema,
  NftEventKind,
  NftMetadataStatus,
  NftCollectionsTable,
  NftItemsTable,
  NftEventsTable,
  NftMetadataTable,
} from './nfts/nft-schema.js';
export { emptyNftRows, type NftRows, type NftCollectionRow, type NftItemRow, type NftEventRow } from './nfts/nft-rows.js';
export { loadNftItems, type StoredNftItem } from './nfts/nft-state.js';
export type { MultiTokenSchema, MultiTokenCollectionsTable, MultiTokensTable, MultiTokenWalletsTable } from './multi/multi-token-schema.js';
export {
  emptyMultiTokenRows,
  type MultiTokenRows,
  type MultiTokenCollectionRow,
  type MultiTokenRow,
  type MultiTokenWalletRow,
} from './multi/multi-token-rows.js';
export {
  loadMultiTokenCollections,
  loadMultiTokens,
  loadMultiTokenWallets,
  type StoredMultiTokenCollection,
  type StoredMultiToken,
  type StoredMultiTokenWallet,
} from './multi/multi-token-state.js';
export { emptyNftIndexRows, type NftIndexRows, type NftIndexRow, type NftIndexDestroyed } from './nfts/nft-index-rows.js';
export {
  dueNftMetadata,
  saveNftMetadata,
  nftMetadataOf,
  WALK_START,
  type DueMetadata,
  type MetadataWalk,
  type WalkKey,
  type NftMetadataRow,
  type StoredNftMetadata,
} from './nfts/nft-metadata.js';
export { loadTokenWallets, loadTokenRoots, findDeployMessage, type StoredTokenRoot, type StoredTokenWallet } from './tokens/token-state.js';
export { ensureUser, listUsers, replaceApiKey, userByApiKeyHash, type UserListing, type UserRecord } from './registry/users.js';
export {
  PROJECT_SOCIAL_FIELDS,
  type AssetStatus,
  type ProjectMetaJson,
  type ProjectSocialField,
  type ProjectSocialsJson,
  type TokenAssetSchema,
} from './registry/token-asset-schema.js';
export {
  addAssetProposal,
  approvedAsset,
  assetProposal,
  countAssetProposals,
  isTokenApproved,
  listAssetProposals,
  previousAssetProposal,
  reviewAssetProposal,
  type AssetProposalFilter,
  type AssetProposalRecord,
  type NewAssetProposal,
} from './registry/token-assets.js';
export {
  linkTokenOwner,
  ownedTokens,
  tokenOwnerLink,
  transactionWithSentMessages,
  type OwnedToken,
  type SentMessage,
  type TokenOwnerLink,
} from './registry/token-owner-links.js';
export type { VerifySchema, VerifiedContractsTable, VerifiedContractOrigin, VerifiedSourceJson } from './verify/verify-schema.js';
export {
  addVerifiedContract,
  verifiedContractByCodeHash,
  verifiedAbis,
  verifiedContractAbis,
  listVerifiedContracts,
  unverifiedCodesAfter,
  latestAccountUpdate,
  verifiedContractCount,
  type VerifiedContractInsert,
  type VerifiedContractRecord,
  type VerifiedContractSummary,
  type UnverifiedCode,
} from './verify/verified-contracts.js';
export * from './token-lists/index.js';
