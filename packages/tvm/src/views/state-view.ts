import { shardToHex } from '../archive/shard-to-hex.js';
import type { Cell } from '../cell/cell.js';
import type { ShardState } from '../models/state/shard-state.js';
import type { ShardStateUnsplit } from '../models/state/shard-state-unsplit.js';
import { decodeShardAccounts } from '../models/state/shard-accounts.js';

export interface ShardStateView {
  rootHash: string;
  globalId: number;
  workchain: number;
  shard: string;
  seqno: number;
  genUtime: number;
  genLt: bigint;
  totalBalance: bigint;
  accountCount: number;
  isMasterchain: boolean;
}

/** A shard state (or each half of a split one) as the explorer shows it. */
export function shardStateViews(state: ShardState, cell: Cell): ShardStateView[] {
  const halves = state.kind === 'unsplit' ? [state.state] : [state.left, state.right];
  return halves.map((half) => unsplitView(half, cell));
}

function unsplitView(state: ShardStateUnsplit, cell: Cell): ShardStateView {
  return {
    rootHash: cell.hashHex(0),
    globalId: state.globalId,
    workchain: state.shard.workchain,
    shard: shardToHex(state.shard.shard),
    seqno: state.seqno,
    genUtime: state.genUtime,
    genLt: state.genLt,
    totalBalance: state.totalBalance.coins,
    accountCount: decodeShardAccounts(state.accounts).entries.length,
    isMasterchain: state.custom !== null,
  };
}
