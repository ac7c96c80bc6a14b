import type { Cell, MsgEnvelope } from '@tvmscan/tvm';

/** An internal message on its way: created by a transaction, not yet delivered. */
export interface PendingMessage {
  readonly cell: Cell;
  readonly hash: string;
  readonly createdLt: bigint;
  readonly value: bigint;
  readonly fwdFee: bigint;
  readonly srcShard: string;
  readonly destShard: string;
  /** Destination workchain and top 64 bits of the destination address: the out-queue key. */
  readonly destWorkchain: number;
  readonly destPrefix: bigint;
  /** The round (block period) that created it. */
  readonly round: number;
  /** The transaction that created it; null for a message read back from a saved out queue. */
  readonly transaction: Cell | null;
  /** The envelope it waits in when it leaves its block undelivered (msg_export_new). */
  readonly queuedEnvelope: MsgEnvelope;
  readonly queuedEnvelopeCell: Cell;
}

/** Pending messages in delivery order: lower created_lt first, then message hash. */
export class MessageHeap {
  private readonly items: PendingMessage[] = [];

  get size(): number {
    return this.items.length;
  }

  push(message: PendingMessage): void {
    const items = this.items;
    items.push(message);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i], items[parent])) break;
      [items[i], items[parent]] = [items[parent], items[i]];
      i = parent;
    }
  }

  pop(): PendingMessage | undefined {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0];
    const last = items.pop() as PendingMessage;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && before(items[left], items[smallest])) smallest = left;
        if (right < items.length && before(items[right], items[smallest])) smallest = right;
        if (smallest === i) break;
        [items[i], items[smallest]] = [items[smallest], items[i]];
        i = smallest;
      }
    }
    return top;
  }
}

function before(a: PendingMessage, b: PendingMessage): boolean {
  return a.createdLt !== b.createdLt ? a.createdLt < b.createdLt : a.hash < b.hash;
}
