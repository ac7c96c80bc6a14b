import { shardToHex } from '../archive/shard-to-hex.js';
import type { Cell } from '../cell/cell.js';
import type { Block } from '../models/block/block.js';
import { blockShardDescriptions, blockTransactions } from '../models/block/block-contents.js';
import type { ValueFlow } from '../models/block/value-flow.js';
import { transactionView, type TransactionView } from './transaction-view.js';

export interface ShardView {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: string;
  fileHash: string;
  startLt: bigint;
  endLt: bigint;
  genUtime: number;
  beforeSplit: boolean;
  beforeMerge: boolean;
}

/** A block as the explorer shows it (ARCHITECTURE §3). */
export interface BlockView {
  rootHash: string;
  /** The hash of the block's file as the network names it; null when not known (a re-encoded block). */
  fileHash: string | null;
  globalId: number;
  workchain: number;
  shard: string;
  seqno: number;
  genUtime: number;
  startLt: bigint;
  endLt: bigint;
  isKeyBlock: boolean;
  prevKeyBlockSeqno: number;
  minRefMcSeqno: number;
  masterRefSeqno: number | null;
  afterMerge: boolean;
  afterSplit: boolean;
  beforeSplit: boolean;
  valueFlow: ValueFlow;
  shards: ShardView[];
  transactions: TransactionView[];
}

export function blockView(block: Block, cell: Cell, fileHash: string | null): BlockView {
  const { info } = block;
  const workchain = info.shard.workchain;
  return {
    rootHash: cell.hashHex(0),
    fileHash,
    globalId: block.globalId,
    workchain,
    shard: shardToHex(info.shard.shard),
    seqno: info.seqno,
    genUtime: info.genUtime,
    startLt: info.startLt,
    endLt: info.endLt,
    isKeyBlock: info.keyBlock,
    prevKeyBlockSeqno: info.prevKeyBlockSeqno,
    minRefMcSeqno: info.minRefMcSeqno,
    masterRefSeqno: info.masterRef?.seqno ?? null,
    afterMerge: info.prevRef.kind === 'merged',
    afterSplit: info.afterSplit,
    beforeSplit: info.beforeSplit,
    valueFlow: block.valueFlow,
    shards: blockShardDescriptions(block).map(({ workchain: wc, shard, descr }) => ({
      workchain: wc,
      shard: shardToHex(shard),
      seqno: descr.seqno,
      rootHash: descr.rootHash,
      fileHash: descr.fileHash,
      startLt: descr.startLt,
      endLt: descr.endLt,
      genUtime: descr.genUtime,
      beforeSplit: descr.beforeSplit,
      beforeMerge: descr.beforeMerge,
    })),
    transactions: blockTransactions(block).map(({ cell: txCell }) => transactionView(txCell, workchain)),
  };
}
