export { QueryInputError, CursorError } from '../sql/errors.js';
export { encodeCursor, decodeCursor, type CursorPosition, type CursorValue, type KeyShape, type KeyType } from '../sql/cursor.js';
export { fetchPage, type Page, type PageRequest, type PageDirection, type SortOrder, type KeyColumn, type KeysetOrder } from '../sql/paging.js';
export { MAX_LIMIT, MAX_FILTER_ITEMS, MAX_OFFSET, rawAccountInput, type AccountRef } from '../sql/inputs.js';
export type { Ordering } from '../sql/ordering.js';
export type { CountQuery } from '../sql/count-query.js';
export { cachedCount, countCacheKey, DEFAULT_COUNT_CACHE_CAPACITY, type CachedCount, type CachedCountOptions } from '../chain/queries/counts.js';
export {
  blockDetails,
  listBlocks,
  countBlocks,
  blockCountQuery,
  blockTransactions,
  blockMessages,
  BLOCK_SORTS,
  DEFAULT_BLOCK_ORDERING,
  type BlockRecord,
  type BlockKey,
  type BlockDetails,
  type BlockFilter,
  type BlockSort,
  type ShardDescriptionRecord,
  type AccountBlockRecord,
} from '../chain/queries/blocks.js';
export type { BlockId, BlockRef } from '../chain/queries/block-ref.js';
export { isBeforeHistory, readHistoryStart, type HistoryStart } from '../chain/queries/history-start.js';
export {
  transactionByHash,
  transactionBoc,
  transactionBlocks,
  listTransactions,
  countTransactions,
  transactionCountQuery,
  accountTransactions,
  TRANSACTION_SORTS,
  TRANSACTION_TYPES,
  DEFAULT_TRANSACTION_ORDERING,
  type TransactionRecord,
  type TransactionSummary,
  type TransactionDetails,
  type TransactionFilter,
  type TransactionSort,
  type TransactionBlock,
} from '../chain/queries/transactions.js';
export type { MessageRecord } from '../chain/queries/message-columns.js';
export {
  messageByHash,
  messageBoc,
  messageBocs,
  messagesByHashes,
  messageOccurrences,
  listMessages,
  countMessages,
  messageCountQuery,
  MESSAGE_TYPES,
  type MessageListItem,
  type MessageOccurrence,
  type MessageFilter,
} from '../chain/queries/messages.js';
export { messageTree, type MessageTree, type MessageTreeOptions, type MessageTreeRoot } from '../chain/queries/message-tree.js';
export {
  accountByAddress,
  accountCodeHashes,
  accountState,
  listAccounts,
  countAccounts,
  accountCountQuery,
  accountsByCodeHash,
  activeAccountCountQuery,
  ACCOUNT_SORTS,
  DEFAULT_ACCOUNT_ORDERING,
  type AccountRecord,
  type AccountStateRecord,
  type AccountFilter,
  type AccountSort,
} from '../chain/queries/accounts.js';
export {
  globalStats,
  averageBlockTime,
  countSeries,
  totalSupplySeries,
  transactions10m,
  STATS_TIMEFRAMES,
  MAX_SERIES_POINTS,
  type GlobalStats,
  type SeriesRange,
  type StatsTimeframe,
  type CountSeriesKind,
  type CountPoint,
  type AmountPoint,
} from '../chain/queries/stats.js';
export {
  validatorSetBySince,
  latestValidatorSets,
  electionById,
  latestElections,
  type ValidatorSetRecord,
  type ElectionRecord,
} from '../chain/queries/validators.js';
export { keyBlockConfig, type ConfigRecord } from '../chain/queries/config.js';
export { search, type SearchResults, type BlockHit, type AccountHit, type TransactionHit, type MessageHit } from '../chain/queries/search.js';
export * from './tokens/index.js';
export * from './nfts/index.js';
