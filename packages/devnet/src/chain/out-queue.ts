import { Builder, PersistentAugDict, type AugmentCodec, type Cell, type Slice } from '@tvmscan/tvm';

/** `_ enqueued_lt:uint64 out_msg:^MsgEnvelope = EnqueuedMsg`. */
export interface EnqueuedMessage {
  enqueuedLt: bigint;
  envelope: Cell;
}

/** The extra of OutMsgQueue: the smallest enqueued_lt below a node. */
export const minLtAugment: AugmentCodec<bigint> = {
  load: (s) => s.loadUint64(),
  store: (b, value) => b.storeUint(value, 64),
  combine: (left, right) => (left < right ? left : right),
};

/** `_ (HashmapAugE 352 EnqueuedMsg uint64) = OutMsgQueue`, keyed by next workchain, next address prefix and message hash. */
export type OutQueueDict = PersistentAugDict<EnqueuedMessage, bigint>;

export function newOutQueue(): OutQueueDict {
  return new PersistentAugDict<EnqueuedMessage, bigint>(352, minLtAugment, (b, value) => b.storeUint(value.enqueuedLt, 64).storeRef(value.envelope));
}

export function loadEnqueuedMessage(s: Slice): EnqueuedMessage {
  return { enqueuedLt: s.loadUint64(), envelope: s.loadRef() };
}

export function outQueueKey(workchain: number, addressPrefix: bigint, messageHash: string): bigint {
  return (BigInt.asUintN(32, BigInt(workchain)) << 320n) | (addressPrefix << 256n) | BigInt(`0x${messageHash}`);
}

/** `_ out_queue:OutMsgQueue proc_info:ProcessedInfo ihr_pending:IhrPendingInfo = OutMsgQueueInfo`, with nothing processed or pending. */
export function outMsgQueueInfoCell(queue: OutQueueDict): Cell {
  const b = new Builder();
  queue.storeAugE(b, 0n);
  return b.storeBit(0).storeBit(0).endCell();
}
