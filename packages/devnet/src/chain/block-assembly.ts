import {
  addCurrencies,
  bytesToHex,
  encodeBlock,
  writeBoc,
  type Block,
  type Cell,
  type CurrencyCollection,
  type ExtBlkRef,
  type GlobalVersion,
  type McBlockExtra,
  type ShardIdent,
  type ValueFlow,
} from '@tvmscan/tvm';
import { createHash } from 'node:crypto';
import type { BlockLayout } from '../network/block-layout.js';
import type { BlockDraft } from './block-draft.js';
import type { BlockPointer } from './block-pointer.js';
import { prunedMerkleUpdate } from './merkle-update.js';
import { present } from '../present.js';

const ZERO: CurrencyCollection = { coins: 0n, other: [] };

/** Who made the block and under which validator set. */
export interface BlockAuthorship {
  genValidatorListHashShort: number;
  genCatchainSeqno: number;
  genSoftware: GlobalVersion | null;
  createdBy: string;
}

interface BlockInput {
  blockLayout: BlockLayout;
  globalId: number;
  shard: ShardIdent;
  draft: BlockDraft;
  prev: BlockPointer;
  seqno: number;
  /** The masterchain block a shard block builds on; null for masterchain blocks. */
  masterRef: ExtBlkRef | null;
  minRefMcSeqno: number;
  prevKeyBlockSeqno: number;
  keyBlock: boolean;
  authorship: BlockAuthorship;
  oldStateRoot: Cell;
  newStateRoot: Cell;
  balanceBefore: CurrencyCollection;
  balanceAfter: CurrencyCollection;
  /** Masterchain blocks: the fees of the shard blocks they take in. */
  feesImported: CurrencyCollection;
  custom: McBlockExtra | null;
}

export interface AssembledBlock {
  readonly block: Block;
  readonly cell: Cell;
  readonly boc: Uint8Array;
  readonly rootHash: string;
  readonly fileHash: string;
  readonly pointer: BlockPointer;
}

/**
 * A block from a shard's draft: account blocks, message descriptions, a value flow that balances
 * (from_prev + imported + fees_imported = to_next + exported + fees_collected, nothing created or minted)
 * and a pruned Merkle update from the old to the new state.
 */
export function assembleBlock(input: BlockInput): AssembledBlock {
  const { draft } = input;
  const inMsgDescr = draft.inMsgDescr();
  const outMsgDescr = draft.outMsgDescr();
  const accountBlocks = draft.accountBlocks();
  const feesCollected = addCurrencies(addCurrencies(accountBlocks.extra, { coins: inMsgDescr.extra.feesCollected, other: [] }), input.feesImported);
  const valueFlow: ValueFlow = {
    version: 'v1',
    fromPrevBlock: input.balanceBefore,
    toNextBlock: input.balanceAfter,
    imported: inMsgDescr.extra.valueImported,
    exported: outMsgDescr.extra,
    feesCollected,
    feesImported: input.feesImported,
    recovered: ZERO,
    created: ZERO,
    minted: ZERO,
  };
  const { blockLayout } = input;
  const block: Block = {
    tag: blockLayout.blockTag,
    globalId: input.globalId,
    info: {
      version: 0,
      beforeSplit: false,
      afterSplit: false,
      wantSplit: false,
      wantMerge: false,
      keyBlock: input.keyBlock,
      flags: 0,
      seqno: input.seqno,
      vertSeqno: 0,
      shard: input.shard,
      genUtime: draft.utime,
      genUtimeMs: blockLayout.genUtimeMs,
      startLt: draft.startLt,
      endLt: draft.endLt,
      genValidatorListHashShort: input.authorship.genValidatorListHashShort,
      genCatchainSeqno: input.authorship.genCatchainSeqno,
      minRefMcSeqno: input.minRefMcSeqno,
      prevKeyBlockSeqno: input.prevKeyBlockSeqno,
      genSoftware: input.authorship.genSoftware,
      masterRef: input.masterRef,
      prevRef: {
        kind: 'single',
        prev: { endLt: input.prev.endLt, seqno: input.prev.seqno, rootHash: input.prev.rootHash, fileHash: input.prev.fileHash },
      },
      prevVertRef: null,
    },
    valueFlow,
    stateUpdate: prunedMerkleUpdate(input.oldStateRoot, input.newStateRoot),
    // Reference 0 of the new state is its out_msg_queue_info.
    outMsgQueueUpdates: blockLayout.outMsgQueueUpdates(present(input.newStateRoot.refs[0], "the new state's out_msg_queue_info")),
    extra: {
      tag: blockLayout.blockExtraTag,
      inMsgDescr,
      outMsgDescr,
      accountBlocks,
      randSeed: bytesToHex(draft.randSeed),
      createdBy: input.authorship.createdBy,
      custom: input.custom,
    },
  };
  const cell = encodeBlock(block);
  const boc = writeBoc(cell, { crc32c: true });
  const rootHash = cell.hashHex();
  const fileHash = createHash('sha256').update(boc).digest('hex');
  const pointer = { seqno: input.seqno, rootHash, fileHash, startLt: draft.startLt, endLt: draft.endLt, genUtime: draft.utime };
  return { block, cell, boc, rootHash, fileHash, pointer };
}
