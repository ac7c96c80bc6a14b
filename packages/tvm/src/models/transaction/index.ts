export { loadTransaction, storeTransaction, decodeTransaction, encodeTransaction, type Transaction } from './transaction.js';
export {
  decodeTransactionDescr,
  encodeTransactionDescr,
  type TransactionDescr,
  type TransOrdinary,
  type TransStorage,
  type TransTickTock,
  type TransSplitPrepare,
  type TransSplitInstall,
  type TransMergePrepare,
  type TransMergeInstall,
} from './transaction-descr.js';
export { decodeHashUpdate, encodeHashUpdate, type HashUpdate } from './hash-update.js';
export { loadAccStatusChange, storeAccStatusChange, type AccStatusChange } from './acc-status-change.js';
export { loadStoragePhase, storeStoragePhase, type TrStoragePhase } from './storage-phase.js';
export { loadCreditPhase, storeCreditPhase, type TrCreditPhase } from './credit-phase.js';
export {
  loadComputePhase,
  storeComputePhase,
  type TrComputePhase,
  type TrComputePhaseSkipped,
  type TrComputePhaseVm,
  type ComputeSkipReason,
} from './compute-phase.js';
export { decodeActionPhase, encodeActionPhase, type TrActionPhase } from './action-phase.js';
export { loadBouncePhase, storeBouncePhase, type TrBouncePhase } from './bounce-phase.js';
export { loadSplitMergeInfo, storeSplitMergeInfo, type SplitMergeInfo } from './split-merge-info.js';
export { transactionBalanceChange } from './balance-change.js';
export { transactionFeeBreakdown, type FeeBreakdown } from './fee-breakdown.js';
export {
  transactionWorkchain,
  transactionComputePhase,
  transactionActionPhase,
  transactionExitCode,
  transactionResultCode,
  transactionEndStateLabel,
} from './transaction-facts.js';
