import { Builder, toMessageRef, type Cell, type MessageRef } from '@tvmscan/tvm';
import { std } from './token-transactions.js';

/** An event parameter: an unsigned integer of `bits` bits or an address. */
export type EventValue = { uint: bigint; bits: number } | { address: string };

/** ABI 2.2 places a value by its largest size (an address by 591 bits) and goes on in a new cell's reference when it would not fit. */
const maxBits = (value: EventValue) => ('uint' in value ? value.bits : 591);

/** The body of an ABI 2.2 event: its id, then its parameters laid out as the encoder lays them. */
export function eventBody(eventId: number, values: readonly EventValue[]): Cell {
  const builders = [new Builder().storeUint(eventId, 32)];
  let used = 32;
  for (const value of values) {
    if (used + maxBits(value) > 1023) {
      builders.push(new Builder());
      used = 0;
    }
    const builder = builders.at(-1)!;
    if ('uint' in value) builder.storeUint(value.uint, value.bits);
    else {
      builder.storeUint(0b100, 3).storeInt(0, 8);
      builder.storeUint(BigInt(`0x${std(value.address).address}`), 256);
    }
    used += maxBits(value);
  }
  return builders.reduceRight<Cell | null>((next, builder) => (next ? builder.storeRef(next) : builder).endCell(), null)!;
}

/** An external outbound message (an event) carrying `body`. */
export function eventMessage(body: Cell): MessageRef {
  return toMessageRef({
    info: { kind: 'externalOut', src: std(`0:${'11'.repeat(32)}`), dest: { kind: 'none' }, createdLt: 1n, createdAt: 1 },
    init: null,
    initInRef: false,
    body,
    bodyInRef: true,
  });
}
