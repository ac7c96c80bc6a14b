export { decodeShardState, encodeShardState, loadShardState, storeShardState, type ShardState } from './shard-state.js';
export {
  decodeShardStateUnsplit,
  encodeShardStateUnsplit,
  loadShardStateUnsplit,
  storeShardStateUnsplit,
  type RefShardBlocks,
  type ShardStateUnsplit,
  type ShardStateUnsplitTag,
} from './shard-state-unsplit.js';
export { decodeMcStateExtra, encodeMcStateExtra, loadMcStateExtra, storeMcStateExtra, type McStateExtra } from './mc-state-extra.js';
export { decodeShardAccounts, encodeShardAccounts, loadShardAccounts, storeShardAccounts, type ShardAccounts } from './shard-accounts.js';
export {
  keyMaxLtAugment,
  listOldMcBlocks,
  loadKeyExtBlkRef,
  loadKeyMaxLt,
  loadOldMcBlocksInfo,
  storeKeyExtBlkRef,
  storeKeyMaxLt,
  storeOldMcBlocksInfo,
  type KeyExtBlkRef,
  type KeyMaxLt,
  type OldMcBlocksInfo,
} from './old-mc-blocks.js';
export { loadValidatorInfo, storeValidatorInfo, type ValidatorInfo } from './validator-info.js';
export { loadBlockCreateStats, storeBlockCreateStats, type BlockCreateStats } from './block-create-stats.js';
export { findStateAccount, stateAfterUpdate, type StateAccountLookup } from './state-account-lookup.js';
