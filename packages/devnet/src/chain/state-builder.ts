import {
  Builder,
  encodeShardStateUnsplit,
  type Cell,
  type CurrencyCollection,
  type ExtBlkRef,
  type McStateExtra,
  type ShardIdent,
} from '@tvmscan/tvm';
import type { BlockLayout } from '../network/block-layout.js';
import { EMPTY_DEPTH_BALANCE, type AccountDict } from './account-entry.js';
import { outMsgQueueInfoCell, type OutQueueDict } from './out-queue.js';

interface ShardStateInput {
  blockLayout: BlockLayout;
  globalId: number;
  shard: ShardIdent;
  seqno: number;
  genUtime: number;
  genLt: bigint;
  minRefMcSeqno: number;
  accounts: AccountDict;
  outQueue: OutQueueDict;
  totalValidatorFees: CurrencyCollection;
  masterRef: ExtBlkRef | null;
  custom: McStateExtra | null;
}

/** The ShardStateUnsplit after a block (or of a zerostate): accounts with their balances, the out queue, the fees so far. */
export function buildShardState(input: ShardStateInput): Cell {
  const accounts = new Builder();
  input.accounts.storeAugE(accounts, EMPTY_DEPTH_BALANCE);
  return encodeShardStateUnsplit({
    globalId: input.globalId,
    shard: input.shard,
    seqno: input.seqno,
    vertSeqno: 0,
    genUtime: input.genUtime,
    genUtimeMs: input.blockLayout.genUtimeMs,
    genLt: input.genLt,
    minRefMcSeqno: input.minRefMcSeqno,
    outMsgQueueInfo: outMsgQueueInfoCell(input.outQueue),
    beforeSplit: false,
    accounts: accounts.endCell(),
    overloadHistory: 0n,
    underloadHistory: 0n,
    totalBalance: input.accounts.rootExtra(EMPTY_DEPTH_BALANCE).balance,
    totalValidatorFees: input.totalValidatorFees,
    libraries: null,
    masterRef: input.masterRef,
    innerTail: null,
    custom: input.custom,
  });
}
