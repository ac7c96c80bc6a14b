import type { Cell, MsgEnvelope } from '@tvmscan/tvm';
import { present } from '../present.js';

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
    this.items.push(message);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(this.at(i), this.at(parent))) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): PendingMessage | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (top === undefined || last === undefined || this.items.length === 0) return top;
    this.items[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < this.items.length && before(this.at(left), this.at(smallest))) smallest = left;
      if (right < this.items.length && before(this.at(right), this.at(smallest))) smallest = right;
      if (smallest === i) break;
      this.swap(i, smallest);
      i = smallest;
    }
    return top;
  }

  private at(index: number): PendingMessage {
    return present(this.items[index], `pending message ${index} of the heap`);
  }

  private swap(a: number, b: number): void {
    const itemA = this.at(a);
    this.items[a] = this.at(b);
    this.items[b] = itemA;
  }
}

function before(a: PendingMessage, b: PendingMessage): boolean {
  return a.createdLt !== b.createdLt ? a.createdLt < b.createdLt : a.hash < b.hash;
}
