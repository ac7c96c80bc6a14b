export { TOKEN_TRANSACTION_KINDS } from '../../tokens/queries/token-inputs.js';
export {
  tokenRootByAddress,
  tokenRootsBySubstring,
  listTokenRoots,
  tokenRootActivity,
  tokenRootAddresses,
  TOKEN_ROOT_SORTS,
  DEFAULT_TOKEN_ROOT_ORDERING,
  SYMBOL_SEARCH_LIMIT,
  type TokenRootRecord,
  type TokenRootFilter,
  type TokenRootSort,
  type TokenRootActivity,
} from '../../tokens/queries/token-roots.js';
export {
  listTokenBalances,
  tokenBalanceCountQuery,
  tokenWalletOf,
  type TokenBalanceRecord,
  type TokenWalletRecord,
  type TokenBalanceFilter,
} from '../../tokens/queries/token-balances.js';
export {
  tokenBalanceSnapshot,
  MAX_SNAPSHOT_LIMIT,
  MAX_SNAPSHOT_OFFSET,
  type TokenSnapshotRequest,
  type SnapshotBalanceRecord,
} from '../../tokens/queries/token-snapshot.js';
export {
  listTokenTransactions,
  tokenTransactionCountQuery,
  type TokenTransactionRecord,
  type TokenTransactionFilter,
} from '../../tokens/queries/token-transactions.js';
export {
  tokenStatsSeries,
  MAX_TOKEN_STATS_DAYS,
  type TokenStatsAggregation,
  type TokenStatsRequest,
  type TokenStatsRecord,
} from '../../tokens/queries/token-stats.js';
export { mergeTokenPrices, tokenPriceInput } from '../../tokens/queries/token-prices.js';
