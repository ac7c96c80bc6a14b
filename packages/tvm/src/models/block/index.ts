export { decodeBlock, encodeBlock, loadBlock, storeBlock, type Block, type BlockTag } from './block.js';
export { loadOutMsgQueueUpdates, storeOutMsgQueueUpdates, type OutMsgQueueUpdates } from './out-msg-queue-updates.js';
export { decodeBlockInfo, encodeBlockInfo, loadBlockInfo, storeBlockInfo, type BlkPrevInfo, type BlockInfo } from './block-info.js';
export { loadShardIdent, storeShardIdent, shardIdFromPath, shardIdFromPrefix, type ShardIdent } from './shard-ident.js';
export { loadBlockIdExt, loadExtBlkRef, storeBlockIdExt, storeExtBlkRef, type BlockIdExt, type ExtBlkRef } from './block-id.js';
export {
  decodeValueFlow,
  encodeValueFlow,
  loadValueFlow,
  storeValueFlow,
  type CopyleftReward,
  type ValueFlow,
  type ValueFlowAmounts,
} from './value-flow.js';
export { decodeBlockExtra, encodeBlockExtra, loadBlockExtra, storeBlockExtra, type BlockExtra, type BlockExtraTag } from './block-extra.js';
export { decodeInMsgDescr, encodeInMsgDescr, loadInMsgDescr, storeInMsgDescr, type InMsgDescr } from './in-msg-descr.js';
export { decodeOutMsgDescr, encodeOutMsgDescr, loadOutMsgDescr, storeOutMsgDescr, type OutMsgDescr } from './out-msg-descr.js';
export { decodeInMsg, encodeInMsg, loadInMsg, storeInMsg, type InMsg, type InMsgKind } from './in-msg.js';
export { decodeOutMsg, encodeOutMsg, loadOutMsg, storeOutMsg, type OutMsg, type OutMsgKind } from './out-msg.js';
export { importFeesAugment, loadImportFees, storeImportFees, type ImportFees } from './import-fees.js';
export { decodeMsgEnvelope, encodeMsgEnvelope, loadMsgEnvelope, storeMsgEnvelope, type MsgEnvelope } from './msg-envelope.js';
export { loadIntermediateAddress, storeIntermediateAddress, type IntermediateAddress } from './intermediate-address.js';
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
} from './account-block.js';
export { decodeMcBlockExtra, encodeMcBlockExtra, loadMcBlockExtra, storeMcBlockExtra, type McBlockExtra } from './mc-block-extra.js';
export { listShardDescrs, loadShardHashes, storeShardHashes, type ShardDescrEntry, type ShardHashes, type WorkchainShards } from './shard-hashes.js';
export { loadShardDescr, storeShardDescr, type ShardDescr, type ShardDescrTag } from './shard-descr.js';
export { loadFutureSplitMerge, storeFutureSplitMerge, type FutureSplitMerge } from './future-split-merge.js';
export {
  loadShardFees,
  storeShardFees,
  loadShardFeeCreated,
  storeShardFeeCreated,
  shardFeeCreatedAugment,
  type ShardFeeCreated,
  type ShardFees,
} from './shard-fees.js';
export {
  decodeBlockSignatures,
  encodeBlockSignatures,
  loadBlockSignatures,
  storeBlockSignatures,
  loadSignatureDict,
  storeSignatureDict,
  type BlockSignature,
  type BlockSignatures,
} from './block-signatures.js';
export {
  decodeMsgPackProcessingInfo,
  encodeMsgPackProcessingInfo,
  loadMaybeMsgPackProcessingInfo,
  loadMsgPackProcessingInfo,
  storeMaybeMsgPackProcessingInfo,
  storeMsgPackProcessingInfo,
  type MsgPackProcessingInfo,
} from './msg-pack-processing-info.js';
export { loadConsensusInfo, storeConsensusInfo, type ConsensusInfo } from './consensus-info.js';
export {
  decodeBlockProof,
  encodeBlockProof,
  loadBlockProof,
  storeBlockProof,
  provenBlockHash,
  provenBlockInfo,
  type BlockProof,
} from './block-proof.js';
export { blockShardDescriptions, blockTransactions, type BlockTransactionCell } from './block-contents.js';
export { loadBits256, storeBits256, bits256ToKey, keyToBits256 } from '../../tlb/bits256.js';
export type { Layout } from './layout.js';
