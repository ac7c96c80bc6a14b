export { loadStorageUsed, storeStorageUsed, loadStorageInfo, storeStorageInfo, type StorageUsed, type StorageInfo } from './storage-info.js';
export { loadAccountStatus, storeAccountStatus, type AccountStatus } from './account-status.js';
export { loadAccountState, storeAccountState, type AccountState } from './account-state.js';
export {
  loadAccount,
  storeAccount,
  decodeAccount,
  encodeAccount,
  loadAccountStuff,
  storeAccountStuff,
  decodeAccountStuff,
  encodeAccountStuff,
  type Account,
  type AccountStorage,
} from './account.js';
export { loadShardAccount, storeShardAccount, type ShardAccount } from './shard-account.js';
export { loadDepthBalanceInfo, storeDepthBalanceInfo, depthBalanceAugment, type DepthBalanceInfo } from './depth-balance.js';
export { accountStatusOf, accountCodeHash } from './account-facts.js';
export { accountStateLabel, type AccountStateLabel } from './account-state-label.js';
export { readAccountSummary, type AccountSummary } from './account-summary.js';
