export { QueryInputError, CursorError } from './errors.js';
export { encodeCursor, decodeCursor, type CursorPosition, type CursorValue, type KeyShape, type KeyType } from './cursor.js';
export { fetchPage, type Page, type PageRequest, type PageDirection, type SortOrder, type KeyColumn, type KeysetOrder } from './paging.js';
export { MAX_LIMIT, MAX_FILTER_ITEMS, MAX_OFFSET, rawAccountInput, type AccountRef } from './inputs.js';
export type { Ordering } from './ordering.js';
export type { CountQuery } from './count-query.js';
export { cachedCount, countCacheKey, DEFAULT_COUNT_CACHE_CAPACITY, type CachedCount, type CachedCountOptions } from './counts.js';
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
  type BlockRef,
  type BlockId,
  type BlockKey,
  type BlockDetails,
  type BlockFilter,
  type BlockSort,
  type ShardDescriptionRecord,
  type AccountBlockRecord,
} from './blocks.js';
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
} from './transactions.js';
export type { MessageRecord } from './message-columns.js';
export {
  messageByHash,
  messageBoc,
  messageOccurrences,
  listMessages,
  countMessages,
  messageCountQuery,
  MESSAGE_TYPES,
  type MessageListItem,
  type MessageOccurrence,
  type MessageFilter,
} from './messages.js';
export { messageTree, type MessageTree, type MessageTreeOptions, type MessageTreeRoot } from './message-tree.js';
export {
  accountByAddress,
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
} from './accounts.js';
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
} from './stats.js';
export {
  validatorSetBySince,
  latestValidatorSets,
  electionById,
  latestElections,
  type ValidatorSetRecord,
  type ElectionRecord,
} from './validators.js';
export { keyBlockConfig, type ConfigRecord } from './config.js';
export { search, type SearchResults, type BlockHit, type AccountHit, type TransactionHit, type MessageHit } from './search.js';
export * from './tokens/index.js';
export * from './nfts/index.js';
