import type { AccountBlockRecord, BlockRecord, BlockRef, ShardDescriptionRecord } from '@tvmscan/store';
import type { AccountBlock, Block, BlockId, ShardInfo } from '../schemas/block.js';
import { toNumber } from './numbers.js';

export function blockEntity(row: BlockRecord): Block {
  return {
    rootHash: row.root_hash,
    fileHash: row.file_hash,
    workchain: row.workchain,
    shard: row.shard,
    seqno: row.seqno,
    mcSeqno: row.mc_seqno,
    genUtime: toNumber(row.gen_utime),
    genSoftwareVersion: row.gen_software_version,
    transactionCount: row.transaction_count,
    prevKeyBlock: row.prev_key_block_seqno,
    isKeyBlock: row.is_key_block,
    inMsgCount: row.in_msg_count,
    outMsgCount: row.out_msg_count,
    accountBlockCount: row.account_block_count,
    prev: previousBlocks(row),
    shardRelations: shardRelations(row),
    blockInfo: {
      startLt: String(row.start_lt),
      endLt: String(row.end_lt),
      version: row.version,
      afterMerge: row.after_merge,
      beforeSplit: row.before_split,
      afterSplit: row.after_split,
      wantSplit: row.want_split,
      wantMerge: row.want_merge,
      vertSeqNo: row.vert_seqno,
      genValidatorListHashShort: toNumber(row.gen_validator_list_hash_short),
      genCatchainSeqno: row.gen_catchain_seqno,
      minRefMcSeqno: toNumber(row.min_ref_mc_seqno),
      masterRef: row.master_ref_seqno === null ? null : { seqNo: row.master_ref_seqno },
    },
    valueFlow: { ...row.value_flow },
  };
}

function previousBlocks(row: BlockRecord): Block['prev'] {
  if (row.prev2_seqno === null || row.prev2_root_hash === null) {
    return { kind: 'Block', seqno: row.prev1_seqno, rootHash: row.prev1_root_hash };
  }
  const [left, right] = childShards(row.shard);
  return {
    kind: 'Blocks',
    prev1: { seqno: row.prev1_seqno, shard: left ?? row.shard, rootHash: row.prev1_root_hash },
    prev2: { seqno: row.prev2_seqno, shard: right ?? row.shard, rootHash: row.prev2_root_hash },
  };
}

/**
 * The shards around the block's own in the shard tree, where the chain moved between them: the parent it split
 * from (after a split), the children it splits into (before a split) or was merged from (after a merge).
 */
function shardRelations(row: BlockRecord): Block['shardRelations'] {
  const [leftChild, rightChild] = row.before_split || row.after_merge ? childShards(row.shard) : [null, null];
  return { parent: row.after_split ? parentShard(row.shard) : null, leftChild, rightChild };
}

const ROOT_SHARD = 1n << 63n;

function lowestBit(shard: bigint): bigint {
  return shard & -shard;
}

function shardHex(shard: bigint): string {
  return shard.toString(16).padStart(16, '0');
}

export function parentShard(shard: string): string | null {
  const value = BigInt(`0x${shard}`);
  if (value === ROOT_SHARD || value === 0n) return null;
  const bit = lowestBit(value);
  return shardHex((value - bit) | (bit << 1n));
}

export function childShards(shard: string): [string | null, string | null] {
  const value = BigInt(`0x${shard}`);
  const bit = lowestBit(value);
  if (bit <= 1n) return [null, null];
  return [shardHex(value - bit / 2n), shardHex(value + bit / 2n)];
}

export function blockIdOf(row: BlockRef): BlockId {
  return { workchain: row.workchain, shard: row.shard, seqno: row.seqno, rootHash: row.root_hash };
}

export function shardInfo(row: ShardDescriptionRecord): ShardInfo {
  return {
    shardIdent: { workchain: row.workchain, shardPrefix: row.shard },
    info: { seqNo: row.seqno },
    rootHash: row.root_hash,
    fileHash: row.file_hash,
    startLt: String(row.start_lt),
    endLt: String(row.end_lt),
    genUtime: toNumber(row.gen_utime),
    minRefMcSeqno: toNumber(row.min_ref_mc_seqno),
    beforeSplit: row.before_split,
    beforeMerge: row.before_merge,
    wantSplit: row.want_split,
    wantMerge: row.want_merge,
    feesCollected: row.fees_collected,
    fundsCreated: row.funds_created,
  };
}

export function accountBlock(row: AccountBlockRecord): AccountBlock {
  return {
    wc: row.workchain,
    address: `${row.workchain}:${row.account}`,
    oldHash: row.old_hash,
    newHash: row.new_hash,
    transactionCount: row.transaction_count,
  };
}
