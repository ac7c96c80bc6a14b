import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { decodeInMsg, encodeInMsg, type InMsg } from './in-msg.js';
import { decodeMsgEnvelope, encodeMsgEnvelope, type MsgEnvelope } from './msg-envelope.js';
import type { Layout } from './layout.js';
import { unknownTag } from '../../tlb/tag.js';

/** One outbound message of a block. `msg` and `transaction` are kept as cells. */
export type OutMsg =
  /** msg_export_ext$000 msg:^(Message Any) transaction:^Transaction */
  | { kind: 'external'; msg: Cell; transaction: Cell }
  /** msg_export_imm$010 out_msg:^MsgEnvelope transaction:^Transaction reimport:^InMsg */
  | { kind: 'immediate'; outMsg: MsgEnvelope; transaction: Cell; reimport: InMsg }
  /** msg_export_new$001 out_msg:^MsgEnvelope transaction:^Transaction */
  | { kind: 'new'; outMsg: MsgEnvelope; transaction: Cell }
  /** msg_export_tr$011 out_msg:^MsgEnvelope imported:^InMsg */
  | { kind: 'transit'; outMsg: MsgEnvelope; imported: InMsg }
  /** msg_export_deq_imm$100 out_msg:^MsgEnvelope reimport:^InMsg */
  | { kind: 'dequeueImmediate'; outMsg: MsgEnvelope; reimport: InMsg }
  /** msg_export_deq$1100 out_msg:^MsgEnvelope import_block_lt:uint63 */
  | { kind: 'dequeue'; outMsg: MsgEnvelope; importBlockLt: bigint }
  /** msg_export_deq_short$1101 msg_env_hash:bits256 next_workchain:int32 next_addr_pfx:uint64 import_block_lt:uint64 */
  | { kind: 'dequeueShort'; msgEnvHash: string; nextWorkchain: number; nextAddrPfx: bigint; importBlockLt: bigint }
  /** msg_export_tr_req$111 out_msg:^MsgEnvelope imported:^InMsg */
  | { kind: 'transitRequeued'; outMsg: MsgEnvelope; imported: InMsg };

export type OutMsgKind = OutMsg['kind'];

/** Each kind's tag and its width; the two dequeue forms share the prefix $110 and differ in the fourth bit. */
const TAGS: Record<OutMsgKind, { value: number; bits: number }> = {
  external: { value: 0b000, bits: 3 },
  new: { value: 0b001, bits: 3 },
  immediate: { value: 0b010, bits: 3 },
  transit: { value: 0b011, bits: 3 },
  dequeueImmediate: { value: 0b100, bits: 3 },
  dequeue: { value: 0b1100, bits: 4 },
  dequeueShort: { value: 0b1101, bits: 4 },
  transitRequeued: { value: 0b111, bits: 3 },
};
const DEQUEUE_PREFIX = 0b110;
/** The common-message layout writes each tag in the low bits of a byte whose top nibble is #a. */
const COMMON_MESSAGE_PREFIX = 0xa0;

function kindOf(value: number, bits: number): OutMsgKind | undefined {
  return (Object.keys(TAGS) as OutMsgKind[]).find((kind) => TAGS[kind].value === value && TAGS[kind].bits === bits);
}

function loadOutMsgKind(s: Slice, layout: Layout): OutMsgKind {
  if (layout === 'commonMessage') {
    const byte = s.loadUint(8);
    const low = byte & 0x0f;
    const kind = (byte & 0xf0) === COMMON_MESSAGE_PREFIX ? kindOf(low, low >> 3 === 1 ? 4 : 3) : undefined;
    if (kind === undefined) throw unknownTag('OutMsg', byte, 8);
    return kind;
  }
  const tag = s.loadUint(3);
  const kind = tag === DEQUEUE_PREFIX ? kindOf((tag << 1) | s.loadUint(1), 4) : kindOf(tag, 3);
  if (kind === undefined) throw unknownTag('OutMsg', tag, 3);
  return kind;
}

function storeOutMsgKind(b: Builder, kind: OutMsgKind, layout: Layout): void {
  const { value, bits } = TAGS[kind];
  if (layout === 'commonMessage') b.storeUint(COMMON_MESSAGE_PREFIX | value, 8);
  else b.storeUint(value, bits);
}

export function loadOutMsg(s: Slice, layout: Layout = 'standard'): OutMsg {
  const envelope = () => decodeMsgEnvelope(s.loadRef(), layout);
  const inMsg = () => decodeInMsg(s.loadRef(), layout);
  const kind = loadOutMsgKind(s, layout);
  switch (kind) {
    case 'external':
      return { kind, msg: s.loadRef(), transaction: s.loadRef() };
    case 'immediate':
      return { kind, outMsg: envelope(), transaction: s.loadRef(), reimport: inMsg() };
    case 'new':
      return { kind, outMsg: envelope(), transaction: s.loadRef() };
    case 'transit':
    case 'transitRequeued':
      return { kind, outMsg: envelope(), imported: inMsg() };
    case 'dequeueImmediate':
      return { kind, outMsg: envelope(), reimport: inMsg() };
    case 'dequeue':
      return { kind, outMsg: envelope(), importBlockLt: s.loadUintBig(63) };
    case 'dequeueShort':
      return { kind, msgEnvHash: loadBits256(s), nextWorkchain: s.loadInt(32), nextAddrPfx: s.loadUint64(), importBlockLt: s.loadUint64() };
  }
}

export function storeOutMsg(b: Builder, value: OutMsg, layout: Layout = 'standard'): void {
  const envelope = (env: MsgEnvelope) => encodeMsgEnvelope(env, layout);
  const inMsg = (msg: InMsg) => encodeInMsg(msg, layout);
  storeOutMsgKind(b, value.kind, layout);
  switch (value.kind) {
    case 'external':
      b.storeRef(value.msg).storeRef(value.transaction);
      return;
    case 'immediate':
      b.storeRef(envelope(value.outMsg)).storeRef(value.transaction).storeRef(inMsg(value.reimport));
      return;
    case 'new':
      b.storeRef(envelope(value.outMsg)).storeRef(value.transaction);
      return;
    case 'transit':
    case 'transitRequeued':
      b.storeRef(envelope(value.outMsg)).storeRef(inMsg(value.imported));
      return;
    case 'dequeueImmediate':
      b.storeRef(envelope(value.outMsg)).storeRef(inMsg(value.reimport));
      return;
    case 'dequeue':
      b.storeRef(envelope(value.outMsg)).storeUint(value.importBlockLt, 63);
      return;
    case 'dequeueShort':
      storeBits256(b, value.msgEnvHash);
      b.storeInt(value.nextWorkchain, 32).storeUint(value.nextAddrPfx, 64).storeUint(value.importBlockLt, 64);
  }
}

export function decodeOutMsg(cell: Cell, layout: Layout = 'standard'): OutMsg {
  const s = new Slice(cell);
  const value = loadOutMsg(s, layout);
  s.expectEnd('OutMsg');
  return value;
}

export function encodeOutMsg(value: OutMsg, layout: Layout = 'standard'): Cell {
  const b = new Builder();
  storeOutMsg(b, value, layout);
  return b.endCell();
}
