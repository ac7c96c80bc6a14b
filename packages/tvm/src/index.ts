/** The codec's public face: what other packages import from `@tvmscan/tvm`, grouped by area. */

// Errors
export {
  TvmError,
  BocError,
  CellError,
  TlbError,
  PrunedBranchError,
  type TvmErrorCode,
  type BocErrorCode,
  type CellErrorCode,
  type TlbErrorCode,
  type ArchiveErrorCode,
} from './errors.js';

// Cell
export { Cell } from './cell/cell.js';
export { CellType, MAX_CELL_BITS, MAX_CELL_REFS } from './cell/cell-type.js';
export { Slice, type BitString } from './cell/slice.js';
export { Builder } from './cell/builder.js';
export { sha256 } from './cell/cell-hash.js';

// Bag of cells
export { checkBoc, readBoc, readBocSingle } from './boc/read-boc.js';
export { writeBoc, type WriteBocOptions } from './boc/write-boc.js';
export { hasBocMagic } from './boc/boc-magic.js';
export { crc32c } from './boc/crc32c.js';

// Dictionaries
export { loadHashmap, loadHashmapE, buildHashmap, storeHashmapE, type DictEntry, type ValueLoader, type ValueStorer } from './dict/hashmap.js';
export {
  loadHashmapAug,
  loadHashmapAugE,
  buildHashmapAug,
  storeHashmapAugE,
  type AugDict,
  type AugDictEntry,
  type AugmentCodec,
} from './dict/hashmap-aug.js';
export { lookupHashmap, type DictLookup } from './dict/hashmap-lookup.js';
export { loadBinTree, storeBinTree, binTreeLeaves, type BinTree } from './dict/bin-tree.js';
export { PersistentAugDict } from './dict/persistent-aug-dict.js';

// TL-B primitives
export { loadBits256, storeBits256, bits256ToKey, keyToBits256 } from './tlb/bits256.js';

// Archives
export { ArchiveError } from './archive/archive-error.js';
export type { ArchiveBlockId, ArchiveEntry, ArchiveEntryKind } from './archive/archive-entry.js';
export { detectArchive, type ArchiveFormat } from './archive/detect-archive.js';
export { readArchive } from './archive/read-archive.js';
export { readPackage } from './archive/package-reader.js';
export { writePackage } from './archive/package-writer.js';
export { readTychoArchive } from './archive/tycho-reader.js';
export { shardToHex } from './archive/shard-to-hex.js';
export { decompressZstd, isZstd } from './archive/zstd-decompress.js';

// Addresses (also `@tvmscan/tvm/address`)
export {
  Address,
  AddressError,
  addressForms,
  parseFriendlyAddress,
  isValidAddress,
  parseAddress,
  toRawAddress,
  parseRawAddress,
  type AddressForms,
  type FriendlyOptions,
  type FriendlyAddress,
} from './address/index.js';

// Exit and result codes (also `@tvmscan/tvm/error-catalogue`)
export { ACTION_RESULT_CODES, resultCodeMeaning, displayExitCode, exitCodeMeaning, VM_EXIT_CODES } from './error-catalogue/index.js';

// Currency
export {
  loadCurrencyCollection,
  storeCurrencyCollection,
  loadExtraCurrencies,
  storeExtraCurrencies,
  addCurrencies,
  currencyAugment,
  ZERO_CURRENCY,
  type CurrencyCollection,
  type ExtraCurrency,
} from './models/currency/currency-collection.js';

// Message
export {
  loadMsgAddressInt,
  loadMsgAddressExt,
  loadMsgAddress,
  storeMsgAddressInt,
  storeMsgAddressExt,
  storeMsgAddress,
  type Anycast,
  type AddrStd,
  type AddrVar,
  type AddrNone,
  type AddrExtern,
  type MsgAddressInt,
  type MsgAddressExt,
  type MsgAddress,
} from './models/message/msg-address.js';
export { formatRawAddress } from './models/message/format-raw-address.js';
export {
  loadCommonMsgInfo,
  storeCommonMsgInfo,
  type CommonMsgInfo,
  type IntMsgInfo,
  type ExtInMsgInfo,
  type ExtOutMsgInfo,
} from './models/message/common-msg-info.js';
export { loadStateInit, storeStateInit, decodeStateInit, encodeStateInit, type StateInit, type TickTock } from './models/message/state-init.js';
export { loadLibraries, buildLibraries, type SimpleLib } from './models/message/simple-lib.js';
export { loadMessage, storeMessage, decodeMessage, encodeMessage, type Message } from './models/message/message.js';
export { loadMessageRef, loadCommonMessageRef, toMessageRef, type MessageRef } from './models/message/message-ref.js';
export {
  loadCommonMessage,
  storeCommonMessage,
  decodeCommonMessage,
  encodeCommonMessage,
  decodeAnyMessage,
} from './models/message/common-message.js';

// Account
export {
  loadStorageUsed,
  storeStorageUsed,
  loadStorageInfo,
  storeStorageInfo,
  type StorageUsed,
  type StorageInfo,
} from './models/account/storage-info.js';
export { loadAccountStatus, storeAccountStatus, type AccountStatus } from './models/account/account-status.js';
export { loadAccountState, storeAccountState, type AccountState } from './models/account/account-state.js';
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
} from './models/account/account.js';
export { loadShardAccount, storeShardAccount, type ShardAccount } from './models/account/shard-account.js';
export { loadDepthBalanceInfo, storeDepthBalanceInfo, depthBalanceAugment, type DepthBalanceInfo } from './models/account/depth-balance.js';
export { accountStatusOf, accountCodeHash } from './models/account/account-facts.js';
export { accountStateLabel, type AccountStateLabel } from './models/account/account-state-label.js';
export { readAccountSummary, type AccountSummary } from './models/account/account-summary.js';

// Transaction
export { loadTransaction, storeTransaction, decodeTransaction, encodeTransaction, type Transaction } from './models/transaction/transaction.js';
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
} from './models/transaction/transaction-descr.js';
export { decodeHashUpdate, encodeHashUpdate, type HashUpdate } from './models/transaction/hash-update.js';
export { loadAccStatusChange, storeAccStatusChange, type AccStatusChange } from './models/transaction/acc-status-change.js';
export { loadStoragePhase, storeStoragePhase, type TrStoragePhase } from './models/transaction/storage-phase.js';
export { loadCreditPhase, storeCreditPhase, type TrCreditPhase } from './models/transaction/credit-phase.js';
export {
  loadComputePhase,
  storeComputePhase,
  type TrComputePhase,
  type TrComputePhaseSkipped,
  type TrComputePhaseVm,
  type ComputeSkipReason,
} from './models/transaction/compute-phase.js';
export { decodeActionPhase, encodeActionPhase, type TrActionPhase } from './models/transaction/action-phase.js';
export { loadBouncePhase, storeBouncePhase, type TrBouncePhase } from './models/transaction/bounce-phase.js';
export { loadSplitMergeInfo, storeSplitMergeInfo, type SplitMergeInfo } from './models/transaction/split-merge-info.js';
export { transactionBalanceChange } from './models/transaction/balance-change.js';
export { transactionFeeBreakdown, type FeeBreakdown } from './models/transaction/fee-breakdown.js';
export {
  transactionWorkchain,
  transactionComputePhase,
  transactionActionPhase,
  transactionExitCode,
  transactionResultCode,
  transactionEndStateLabel,
} from './models/transaction/transaction-facts.js';

// Block
export { decodeBlock, encodeBlock, loadBlock, storeBlock, type Block, type BlockTag } from './models/block/block.js';
export { loadOutMsgQueueUpdates, storeOutMsgQueueUpdates, type OutMsgQueueUpdates } from './models/block/out-msg-queue-updates.js';
export { decodeBlockInfo, encodeBlockInfo, loadBlockInfo, storeBlockInfo, type BlkPrevInfo, type BlockInfo } from './models/block/block-info.js';
export { loadShardIdent, storeShardIdent, shardIdFromPath, shardIdFromPrefix, type ShardIdent } from './models/block/shard-ident.js';
export { loadBlockIdExt, loadExtBlkRef, storeBlockIdExt, storeExtBlkRef, type BlockIdExt, type ExtBlkRef } from './models/block/block-id.js';
export {
  decodeValueFlow,
  encodeValueFlow,
  loadValueFlow,
  storeValueFlow,
  type CopyleftReward,
  type ValueFlow,
  type ValueFlowAmounts,
} from './models/block/value-flow.js';
export {
  decodeBlockExtra,
  encodeBlockExtra,
  loadBlockExtra,
  storeBlockExtra,
  type BlockExtra,
  type BlockExtraTag,
} from './models/block/block-extra.js';
export { decodeInMsgDescr, encodeInMsgDescr, loadInMsgDescr, storeInMsgDescr, type InMsgDescr } from './models/block/in-msg-descr.js';
export { decodeOutMsgDescr, encodeOutMsgDescr, loadOutMsgDescr, storeOutMsgDescr, type OutMsgDescr } from './models/block/out-msg-descr.js';
export { decodeInMsg, encodeInMsg, loadInMsg, storeInMsg, type InMsg, type InMsgKind } from './models/block/in-msg.js';
export { decodeOutMsg, encodeOutMsg, loadOutMsg, storeOutMsg, type OutMsg, type OutMsgKind } from './models/block/out-msg.js';
export { importFeesAugment, loadImportFees, storeImportFees, type ImportFees } from './models/block/import-fees.js';
export { decodeMsgEnvelope, encodeMsgEnvelope, loadMsgEnvelope, storeMsgEnvelope, type MsgEnvelope } from './models/block/msg-envelope.js';
export { loadIntermediateAddress, storeIntermediateAddress, type IntermediateAddress } from './models/block/intermediate-address.js';
export {
  decodeShardAccountBlocks,
  encodeShardAccountBlocks,
  loadAccountBlock,
  loadShardAccountBlocks,
  storeAccountBlock,
  storeShardAccountBlocks,
  type AccountBlock,
  type AccountTransaction,
  type ShardAccountBlocks,
} from './models/block/account-block.js';
export { decodeMcBlockExtra, encodeMcBlockExtra, loadMcBlockExtra, storeMcBlockExtra, type McBlockExtra } from './models/block/mc-block-extra.js';
export {
  listShardDescrs,
  loadShardHashes,
  storeShardHashes,
  type ShardDescrEntry,
  type ShardHashes,
  type WorkchainShards,
} from './models/block/shard-hashes.js';
export { loadShardDescr, storeShardDescr, type ShardDescr, type ShardDescrTag } from './models/block/shard-descr.js';
export { loadFutureSplitMerge, storeFutureSplitMerge, type FutureSplitMerge } from './models/block/future-split-merge.js';
export {
  loadShardFees,
  storeShardFees,
  loadShardFeeCreated,
  storeShardFeeCreated,
  shardFeeCreatedAugment,
  type ShardFeeCreated,
  type ShardFees,
} from './models/block/shard-fees.js';
export {
  decodeBlockSignatures,
  encodeBlockSignatures,
  loadBlockSignatures,
  storeBlockSignatures,
  loadSignatureDict,
  storeSignatureDict,
  type BlockSignature,
  type BlockSignatures,
} from './models/block/block-signatures.js';
export {
  decodeMsgPackProcessingInfo,
  encodeMsgPackProcessingInfo,
  loadMaybeMsgPackProcessingInfo,
  loadMsgPackProcessingInfo,
  storeMaybeMsgPackProcessingInfo,
  storeMsgPackProcessingInfo,
  type MsgPackProcessingInfo,
} from './models/block/msg-pack-processing-info.js';
export { loadConsensusInfo, storeConsensusInfo, type ConsensusInfo } from './models/block/consensus-info.js';
export {
  decodeBlockProof,
  encodeBlockProof,
  loadBlockProof,
  storeBlockProof,
  provenBlockHash,
  provenBlockInfo,
  type BlockProof,
} from './models/block/block-proof.js';
export { blockShardDescriptions, blockTransactions, type BlockTransactionCell } from './models/block/block-contents.js';
export type { Layout } from './models/block/layout.js';

// Shard state
export { decodeShardState, encodeShardState, loadShardState, storeShardState, type ShardState } from './models/state/shard-state.js';
export {
  decodeShardStateUnsplit,
  encodeShardStateUnsplit,
  loadShardStateUnsplit,
  storeShardStateUnsplit,
  type RefShardBlocks,
  type ShardStateUnsplit,
  type ShardStateUnsplitTag,
} from './models/state/shard-state-unsplit.js';
export { decodeMcStateExtra, encodeMcStateExtra, loadMcStateExtra, storeMcStateExtra, type McStateExtra } from './models/state/mc-state-extra.js';
export {
  decodeShardAccounts,
  encodeShardAccounts,
  loadShardAccounts,
  storeShardAccounts,
  type ShardAccounts,
} from './models/state/shard-accounts.js';
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
} from './models/state/old-mc-blocks.js';
export { loadValidatorInfo, storeValidatorInfo, type ValidatorInfo } from './models/state/validator-info.js';
export { loadBlockCreateStats, storeBlockCreateStats, type BlockCreateStats } from './models/state/block-create-stats.js';
export { findStateAccount, stateAfterUpdate, type StateAccountLookup } from './models/state/state-account-lookup.js';

// Config
export { loadConfigParams, storeConfigParams, decodeConfigParams, encodeConfigParams, type ConfigParams } from './models/config/config-params.js';
export {
  decodeConfigParam,
  decodeConfigParamValue,
  encodeConfigParam,
  encodeConfigParamValue,
  isKnownConfigParam,
  type ConfigParam,
  type RawConfigParam,
  type TypedConfigParam,
} from './models/config/config-param.js';
export type { ConfigParamValues, KnownConfigParamIndex } from './models/config/config-param-values.js';
export { CONFIG_PARAM_NAMES } from './models/config/config-param-names.js';
export { typedConfig, configParamValue, type TypedConfig } from './models/config/typed-config.js';
export { loadGlobalVersion, storeGlobalVersion, type GlobalVersion } from './models/config/global-version.js';
export { loadParamIdList, storeParamIdList } from './models/config/param-id-lists.js';
export {
  loadConfigVotingSetup,
  storeConfigVotingSetup,
  loadConfigProposalSetup,
  storeConfigProposalSetup,
  type ConfigVotingSetup,
  type ConfigProposalSetup,
} from './models/config/config-voting.js';
export {
  loadWorkchains,
  storeWorkchains,
  loadWorkchainDescr,
  storeWorkchainDescr,
  type WorkchainEntry,
  type WorkchainDescr,
  type WorkchainFormat,
  type WcSplitMergeTimings,
} from './models/config/workchains.js';
export { loadComplaintPricing, storeComplaintPricing, type ComplaintPricing } from './models/config/complaint-pricing.js';
export { loadBlockCreateFees, storeBlockCreateFees, type BlockCreateFees } from './models/config/block-create-fees.js';
export {
  loadElectionTimings,
  storeElectionTimings,
  loadValidatorCountParams,
  storeValidatorCountParams,
  loadValidatorStakeParams,
  storeValidatorStakeParams,
  type ElectionTimings,
  type ValidatorCountParams,
  type ValidatorStakeParams,
} from './models/config/validator-elections.js';
export {
  loadStoragePricesList,
  storeStoragePricesList,
  loadStoragePrices,
  storeStoragePrices,
  type StoragePrices,
  type StoragePricesEntry,
} from './models/config/storage-prices.js';
export { loadGasLimitsPrices, storeGasLimitsPrices, type GasLimitsPrices } from './models/config/gas-prices.js';
export {
  loadBlockLimits,
  storeBlockLimits,
  loadParamLimits,
  storeParamLimits,
  type BlockLimits,
  type ParamLimits,
  type ImportedMsgQueueLimits,
} from './models/config/block-limits.js';
export { loadMsgForwardPrices, storeMsgForwardPrices, type MsgForwardPrices } from './models/config/msg-forward-prices.js';
export { loadCatchainConfig, storeCatchainConfig, type CatchainConfig } from './models/config/catchain-config.js';
export {
  loadCollationConfig,
  storeCollationConfig,
  type CollationConfig,
  type MsgsExecutionParams,
  type GroupSlotsFraction,
} from './models/config/collation-config.js';
export {
  loadWorkUnitsParams,
  storeWorkUnitsParams,
  type WorkUnitsParams,
  type WorkUnitsParamsPrepare,
  type WorkUnitsParamsExecute,
  type WorkUnitsParamsFinalize,
} from './models/config/work-units-params.js';
export {
  loadCatchainOrCollationConfig,
  storeCatchainOrCollationConfig,
  type CatchainOrCollationConfig,
} from './models/config/catchain-or-collation-config.js';
export { loadConsensusConfig, storeConsensusConfig, type ConsensusConfig, type ConsensusRoundParams } from './models/config/consensus-config.js';
export type { TychoConsensusFields } from './models/config/tycho-consensus-config.js';
export { loadFundamentalSmcAddresses, storeFundamentalSmcAddresses } from './models/config/fundamental-smc-addresses.js';
export { loadValidatorDescr, storeValidatorDescr, type ValidatorDescr } from './models/config/validator-descr.js';
export { loadValidatorSet, storeValidatorSet, type ValidatorSet } from './models/config/validator-set.js';
export { validatorEntries, validatorSetTotalWeight, sumValidatorWeights, type ValidatorEntry } from './models/config/validator-set-summary.js';
export { loadSigPubKey, storeSigPubKey } from './models/config/sig-pub-key.js';
export {
  loadCryptoSignature,
  storeCryptoSignature,
  loadCryptoSignatureSimple,
  storeCryptoSignatureSimple,
  type CryptoSignature,
  type CryptoSignatureSimple,
  type Certificate,
  type SignedCertificate,
} from './models/config/crypto-signature.js';
export {
  loadValidatorTempKeys,
  storeValidatorTempKeys,
  loadValidatorSignedTempKey,
  storeValidatorSignedTempKey,
  type ValidatorTempKey,
  type ValidatorSignedTempKey,
  type ValidatorTempKeyEntry,
} from './models/config/validator-temp-keys.js';
export {
  loadMisbehaviourPunishmentConfig,
  storeMisbehaviourPunishmentConfig,
  type MisbehaviourPunishmentConfig,
} from './models/config/misbehaviour-punishment.js';
export {
  loadSuspendedAddressList,
  storeSuspendedAddressList,
  type SuspendedAddressList,
  type SuspendedAddress,
} from './models/config/suspended-addresses.js';

// VM stack
export {
  loadVmStack,
  storeVmStack,
  decodeVmStack,
  encodeVmStack,
  loadVmValue,
  storeVmValue,
  VM_NAN,
  type VmValue,
  type VmBuilderValue,
  type VmNaN,
} from './models/vm/vm-stack.js';
export { getMethodId } from './models/vm/method-id.js';

// JSON views
export { decodeBytes, REQUESTED_KINDS, type CellSummary, type DecodedItem, type RequestedKind, type UnreadableBlock } from './views/decode-bytes.js';
export { detectKind, type BocKind } from './views/detect-kind.js';
export { toJsonText } from './views/json-text.js';
export { blockView, type BlockView, type ShardView } from './views/block-view.js';
export { transactionView, type TransactionView, type TransactionType, type TransactionPhases } from './views/transaction-view.js';
export { messageView, type MessageView, type MessageType } from './views/message-view.js';
export { accountView, type AccountView } from './views/account-view.js';
export { shardStateViews, type ShardStateView } from './views/state-view.js';
export { configView, type ConfigView } from './views/config-view.js';
export { blockProofView, type BlockProofView } from './views/proof-view.js';

// Bytes
export { bytesToHex, hexToBytes, bytesEqual } from './util/hex.js';
export { encodeBase64, decodeBase64 } from './util/base64.js';
