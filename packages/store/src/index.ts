// The database: opening, migrating, its tables as Kysely types, and what every read may refuse.
export {
  openDatabase,
  databaseOptionsFromEnv,
  embeddedDatabaseFolder,
  type Database,
  type DatabaseKind,
  type DatabaseOptions,
  type PoolUse,
} from './database.js';
export type { ReplicaOptions, ReplicaReads, ReplicaStatus, NamedPoolUse } from './replicas/read-replicas.js';
export { countRequest, dropEndedRateLimitWindows, type RateLimitCount } from './registry/rate-limit-hits.js';
export type { NoticeSubscription } from './notice-subscription.js';
export { DatabaseOpenError } from './database-open-error.js';
export { DatabaseStoppedError } from './pglite-abort-guard.js';
export { freeBytesAt, mebibytes, MIB } from './free-space.js';
export { takeWriterLock, WriterLockError, WRITER_LOCK_CLASS, type WriterLock, type WriterLockHolder } from './writer-lock.js';
export { migrate, listMigrations } from './migrate.js';
export type { ChainSchema } from './schema.js';
export { QueryInputError, type QueryInputReason } from './sql/errors.js';
export { MAX_LIMIT, MAX_FILTER_ITEMS, type AccountRef } from './sql/inputs.js';

// chain/: the indexer's writes of a group (with the token and NFT rows derived from the same blocks) and its checkpoint.
export type { ValueFlowJson, ElectionParticipantJson } from './chain/chain-schema.js';
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
export { loadAccounts, type AccountKey, type AccountRow, type AccountInsert, type AccountStateRow } from './chain/accounts.js';
export type { ValidatorSetRow } from './chain/validator-sets.js';
export { STATS_PERIODS, readChainTotals, type ChainTotals, type StatsBucketRow } from './chain/stats.js';
export { readCheckpoint, readMasterchainRootHash, advanceCheckpoint, type Checkpoint } from './chain/checkpoint.js';
export { readIndexHead, readIndexGlobalId, type IndexHead } from './chain/index-head.js';
export { COMMIT_CHANNEL, announceCommit, listenToCommits, type CommitNotice } from './chain/commit-notices.js';
export { chainChecksum } from './chain/checksum.js';

// chain/queries/: what the explorer API reads.
export type { BlockId, BlockRef } from './chain/queries/block-ref.js';
export {
  blockDetails,
  listBlocks,
  blockCountQuery,
  type BlockRecord,
  type BlockKey,
  type BlockFilter,
  type ShardDescriptionRecord,
  type AccountBlockRecord,
} from './chain/queries/blocks.js';
export {
  transactionByHash,
  transactionBoc,
  transactionBlocks,
  listTransactions,
  transactionCountQuery,
  type TransactionRecord,
  type TransactionSummary,
  type TransactionFilter,
} from './chain/queries/transactions.js';
export type { MessageRecord } from './chain/queries/message-columns.js';
export {
  messageByHash,
  messageBoc,
  messageBocs,
  messagesByHashes,
  messageOccurrences,
  listMessages,
  messageCountQuery,
  type MessageListItem,
  type MessageFilter,
} from './chain/queries/messages.js';
export { messageTree } from './chain/queries/message-tree.js';
export { blocksInRange, transactionsInRange, tokenTransactionsInRange, type MasterchainRange } from './chain/queries/masterchain-range.js';
export {
  accountByAddress,
  accountCodeHashes,
  accountState,
  listAccounts,
  accountCountQuery,
  type AccountRecord,
  type AccountFilter,
} from './chain/queries/accounts.js';
export { accountRoles, type AccountRole, type AccountRoleRecord, type AccountWithCode } from './chain/queries/account-roles.js';
export {
  globalStats,
  averageBlockTime,
  countSeries,
  totalSupplySeries,
  transactions10m,
  type SeriesRange,
  type CountSeriesKind,
} from './chain/queries/stats.js';
export { electionById, heldElections, latestElections, validatorSetBySince, type ElectionRecord } from './chain/queries/validators.js';
export { keyBlockConfig, type ConfigRecord } from './chain/queries/config.js';
export { search } from './chain/queries/search.js';
export { isBeforeHistory, readHistoryStart } from './chain/queries/history-start.js';
export { cachedCount, type CachedCountOptions } from './chain/queries/counts.js';

// chain/: traces and actions, written with the chain rows (trace-rows.ts), what the indexer loads of them, and their reads.
export type { ActionJson } from './chain/chain-schema.js';
export { ACTION_TYPE_NAMES, type ActionTypeName } from './chain/action-types.js';
export { emptyTraceRows, type TraceRows, type TraceRow, type ActionRow, type ActionAccountRow } from './chain/trace-rows.js';
export { loadTraces, traceIdsOfMessages, creatorInMessages, type StoredTrace } from './chain/trace-state.js';
export {
  transactionActions,
  actionsOfTransactions,
  listAccountActions,
  type ActionRecord,
  type AccountActionFilter,
} from './chain/queries/actions.js';
export { traceIdOfTransaction, traceById, traceDetails, type TraceRecord, type TraceDetails } from './chain/queries/traces.js';

// tokens/: TIP-3 and TEP-74 tokens.
export type { TokenStandardName, TokenTransactionKind } from './tokens/token-schema.js';
export {
  emptyTokenRows,
  type TokenRows,
  type TokenRootRow,
  type TokenWalletRow,
  type TokenTransactionRow,
  type TokenStatsRow,
} from './tokens/token-rows.js';
export { ACTIVITY_WINDOW_SECONDS, type TokenHoldersRow, type TokenHoldersDailyRow } from './tokens/token-aggregate-rows.js';
export {
  loadTokenWallets,
  loadTokenRoots,
  findDeployMessage,
  sendReceivers,
  type StoredTokenRoot,
  type StoredTokenWallet,
} from './tokens/token-state.js';
export {
  tokenRootByAddress,
  tokenRootsBySubstring,
  listTokenRoots,
  tokenRootActivity,
  tokenRootAddresses,
  type TokenRootRecord,
  type TokenRootSort,
} from './tokens/queries/token-roots.js';
export { tokenRootDays, type TokenRootDayRecord, type TokenRootDaysRecord } from './tokens/queries/token-root-days.js';
export {
  listTokenBalances,
  tokenBalanceCountQuery,
  tokenWalletOf,
  tokenWalletByAddress,
  ownerTokenValue,
  type OwnerTokenValueRecord,
  type TokenBalanceRecord,
  type TokenWalletRecord,
} from './tokens/queries/token-balances.js';
export { tokenBalanceSnapshot, type SnapshotBalanceRecord } from './tokens/queries/token-snapshot.js';
export {
  listTokenTransactions,
  tokenTransactionCountQuery,
  type TokenTransactionRecord,
  type TokenTransactionFilter,
} from './tokens/queries/token-transactions.js';
export { tokenStatsSeries, type TokenStatsRecord } from './tokens/queries/token-stats.js';
export { mergeTokenPrices } from './tokens/queries/token-prices.js';

// nfts/: TIP-4 collections, items, events, indexes and metadata.
export { emptyNftRows, type NftRows, type NftCollectionRow, type NftEventRow } from './nfts/nft-rows.js';
export { emptyNftIndexRows, type NftIndexRows, type NftIndexRow } from './nfts/nft-index-rows.js';
export { loadNftItems, storedNftFacts, type StoredNftFacts, type StoredNftItem } from './nfts/nft-state.js';
export {
  dueNftMetadata,
  saveNftMetadata,
  nftMetadataOf,
  WALK_START,
  type DueMetadata,
  type MetadataWalk,
  type WalkKey,
  type NftMetadataRow,
} from './nfts/nft-metadata.js';
export type { MetadataColumns } from './nfts/queries/nft-metadata-columns.js';
export {
  nftCollectionByAddress,
  listNftCollections,
  countNftCollections,
  exportNftCollections,
  type NftCollectionRecord,
} from './nfts/queries/nft-collections.js';
export { nftItemByAddress, nftItemById, listNftItems, countNftItems, type NftItemRecord } from './nfts/queries/nft-items.js';
export { listNftEvents, countNftEvents, type NftEventRecord } from './nfts/queries/nft-events.js';
export { nftIndexByAddress, type NftIndexRecord } from './nfts/queries/nft-indexes.js';

// multi/: multi-token collections, tokens and wallets.
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
export {
  multiTokenCollectionByAddress,
  listMultiTokens,
  listMultiTokenWallets,
  multiTokenWalletByAddress,
  type MultiTokenCollectionRecord,
  type MultiTokenRecord,
  type MultiTokenWalletRecord,
} from './multi/queries/multi-tokens.js';

// registry/: users, API keys, token assets and their owners.
export {
  activeApiKeyCreatedAt,
  addFirstApiKey,
  apiKeySigningSecret,
  ensureUser,
  listUsers,
  replaceApiKey,
  userByApiKeyHash,
  type StoredApiKey,
  type UserRecord,
} from './registry/users.js';
export type { ProjectMetaJson, ProjectSocialsJson } from './registry/token-asset-schema.js';
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
} from './registry/token-assets.js';
export { linkTokenOwner, ownedTokens, tokenOwnerLink, transactionWithSentMessages } from './registry/token-owner-links.js';

// token-lists/: token lists, their tokens, proposals and managers.
export { TokenListRuleError } from './token-lists/token-list-rule-error.js';
export {
  tokenListById,
  tokenListByUrl,
  listTokenLists,
  countTokenLists,
  type TokenListViewer,
  type TokenListRecord,
} from './token-lists/token-lists.js';
export {
  tokenListTokens,
  tokenListProposals,
  countTokenListProposals,
  proposalStanding,
  addTokenListTokens,
  removeTokenListTokens,
  reorderTokenListTokens,
  proposeTokenListTokens,
  decideTokenListProposals,
  type TokenListTokenRecord,
  type TokenListProposalRecord,
} from './token-lists/token-list-tokens.js';
export {
  createTokenList,
  updateTokenList,
  deleteTokenList,
  tokenListManagers,
  addTokenListManagers,
  removeTokenListManagers,
  orderUserTokenLists,
  type NewTokenList,
  type TokenListSettings,
} from './token-lists/token-list-changes.js';
export type { ApprovedTokenInfo } from './token-lists/token-approval.js';
export { replaceSystemTokenList, type ManifestToken } from './token-lists/system-token-list.js';

// verify/: verified contracts.
export {
  addVerifiedContract,
  verifiedContractByCodeHash,
  verifiedContractAbis,
  verifiedContractCatalog,
  listVerifiedContracts,
  unverifiedCodesAfter,
  latestAccountUpdate,
  verifiedContractCount,
  type VerifiedContractRecord,
} from './verify/verified-contracts.js';
