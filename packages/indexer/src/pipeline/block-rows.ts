import { blockShardDescriptions, decodeHashUpdate, shardToHex, type ValueFlow } from '@tvmscan/tvm';
import type { AccountBlockRow, BlockRow, ShardDescriptionRow, ValueFlowJson } from '@tvmscan/store';
import type { DecodedBlock } from './decoded-block.js';

export function blockRow(decoded: DecodedBlock, mcSeqno: number): BlockRow {
  const { block, rootHash, fileHash, workchain, shard } = decoded;
  const { info, extra } = block;
  const prev =
    info.prevRef.kind === 'single' ? { first: info.prevRef.prev, second: null } : { first: info.prevRef.prev1, second: info.prevRef.prev2 };
  return {
    root_hash: rootHash,
    file_hash: fileHash,
    workchain,
    shard,
    seqno: info.seqno,
    mc_seqno: mcSeqno,
    global_id: block.globalId,
    version: info.version,
    gen_utime: info.genUtime,
    gen_software_version: info.genSoftware?.version ?? null,
    gen_software_capabilities: info.genSoftware?.capabilities ?? null,
    start_lt: info.startLt,
    end_lt: info.endLt,
    is_key_block: info.keyBlock,
    prev_key_block_seqno: info.prevKeyBlockSeqno,
    prev1_seqno: prev.first.seqno,
    prev1_root_hash: prev.first.rootHash,
    prev2_seqno: prev.second?.seqno ?? null,
    prev2_root_hash: prev.second?.rootHash ?? null,
    after_merge: info.prevRef.kind === 'merged',
    after_split: info.afterSplit,
    before_split: info.beforeSplit,
    want_split: info.wantSplit,
    want_merge: info.wantMerge,
    vert_seqno: info.vertSeqno,
    gen_validator_list_hash_short: info.genValidatorListHashShort,
    gen_catchain_seqno: info.genCatchainSeqno,
    min_ref_mc_seqno: info.minRefMcSeqno,
    master_ref_seqno: info.masterRef?.seqno ?? null,
    transaction_count: extra.accountBlocks.entries.reduce((sum, { value }) => sum + value.transactions.length, 0),
    account_block_count: extra.accountBlocks.entries.length,
    in_msg_count: extra.inMsgDescr.entries.length,
    out_msg_count: extra.outMsgDescr.entries.length,
    value_flow: JSON.stringify(valueFlowJson(block.valueFlow)),
  };
}

function valueFlowJson(flow: ValueFlow): ValueFlowJson {
  return {
    fromPrevBlk: flow.fromPrevBlock.coins.toString(),
    toNextBlk: flow.toNextBlock.coins.toString(),
    imported: flow.imported.coins.toString(),
    exported: flow.exported.coins.toString(),
    feesCollected: flow.feesCollected.coins.toString(),
    feesImported: flow.feesImported.coins.toString(),
    recovered: flow.recovered.coins.toString(),
    created: flow.created.coins.toString(),
    minted: flow.minted.coins.toString(),
    burned: flow.version === 'ton-v2' ? flow.burned.coins.toString() : null,
  };
}

/** Coins that came into existence in the block (created and minted, less what TON burns). */
export function valueFlowSupplyChange(flow: ValueFlow): bigint {
  const burned = flow.version === 'ton-v2' ? flow.burned.coins : 0n;
  return flow.created.coins + flow.minted.coins - burned;
}

export function shardDescriptionRows(decoded: DecodedBlock, mcSeqno: number): ShardDescriptionRow[] {
  const rows: ShardDescriptionRow[] = [];
  for (const { workchain, shard, descr } of blockShardDescriptions(decoded.block)) {
    rows.push({
      mc_seqno: mcSeqno,
      workchain,
      shard: shardToHex(shard),
      seqno: descr.seqno,
      root_hash: descr.rootHash,
      file_hash: descr.fileHash,
      reg_mc_seqno: descr.regMcSeqno,
      start_lt: descr.startLt,
      end_lt: descr.endLt,
      gen_utime: descr.genUtime,
      min_ref_mc_seqno: descr.minRefMcSeqno,
      before_split: descr.beforeSplit,
      before_merge: descr.beforeMerge,
      want_split: descr.wantSplit,
      want_merge: descr.wantMerge,
      fees_collected: descr.feesCollected.coins,
      funds_created: descr.fundsCreated.coins,
    });
  }
  return rows;
}

export function accountBlockRows(decoded: DecodedBlock): AccountBlockRow[] {
  return decoded.block.extra.accountBlocks.entries.map(({ value }) => {
    const update = decodeHashUpdate(value.stateUpdate);
    return {
      block_root_hash: decoded.rootHash,
      workchain: decoded.workchain,
      account: value.account,
      old_hash: update.oldHash,
      new_hash: update.newHash,
      transaction_count: value.transactions.length,
    };
  });
}
