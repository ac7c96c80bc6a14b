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

export function loadOutMsg(s: Slice, layout: Layout = 'standard'): OutMsg {
  const envelope = () => decodeMsgEnvelope(s.loadRef(), layout);
  const inMsg = () => decodeInMsg(s.loadRef(), layout);
  const tag = s.loadUint(3);
  switch (tag) {
    case 0b000:
      return { kind: 'external', msg: s.loadRef(), transaction: s.loadRef() };
    case 0b010:
      return { kind: 'immediate', outMsg: envelope(), transaction: s.loadRef(), reimport: inMsg() };
    case 0b001:
      return { kind: 'new', outMsg: envelope(), transaction: s.loadRef() };
    case 0b011:
      return { kind: 'transit', outMsg: envelope(), imported: inMsg() };
    case 0b100:
      return { kind: 'dequeueImmediate', outMsg: envelope(), reimport: inMsg() };
    case 0b110:
      return loadDequeue(s, envelope);
    case 0b111:
      return { kind: 'transitRequeued', outMsg: envelope(), imported: inMsg() };
    default:
      throw unknownTag('OutMsg', tag, 3);
  }
}

/** The two dequeue forms share the prefix $110 and differ in the fourth bit. */
function loadDequeue(s: Slice, envelope: () => MsgEnvelope): OutMsg {
  if (!s.loadBit()) return { kind: 'dequeue', outMsg: envelope(), importBlockLt: s.loadUintBig(63) };
  return {
    kind: 'dequeueShort',
    msgEnvHash: loadBits256(s),
    nextWorkchain: s.loadInt(32),
    nextAddrPfx: s.loadUint64(),
    importBlockLt: s.loadUint64(),
  };
}

export function storeOutMsg(b: Builder, value: OutMsg, layout: Layout = 'standard'): void {
  const envelope = (env: MsgEnvelope) => encodeMsgEnvelope(env, layout);
  const inMsg = (msg: InMsg) => encodeInMsg(msg, layout);
  switch (value.kind) {
    case 'external':
      b.storeUint(0b000, 3).storeRef(value.msg).storeRef(value.transaction);
      return;
    case 'immediate':
      b.storeUint(0b010, 3).storeRef(envelope(value.outMsg)).storeRef(value.transaction).storeRef(inMsg(value.reimport));
      return;
    case 'new':
      b.storeUint(0b001, 3).storeRef(envelope(value.outMsg)).storeRef(value.transaction);
      return;
    case 'transit':
      b.storeUint(0b011, 3).storeRef(envelope(value.outMsg)).storeRef(inMsg(value.imported));
      return;
    case 'dequeueImmediate':
      b.storeUint(0b100, 3).storeRef(envelope(value.outMsg)).storeRef(inMsg(value.reimport));
      return;
    case 'dequeue':
      b.storeUint(0b1100, 4).storeRef(envelope(value.outMsg)).storeUint(value.importBlockLt, 63);
      return;
    case 'dequeueShort':
      b.storeUint(0b1101, 4);
      storeBits256(b, value.msgEnvHash);
      b.storeInt(value.nextWorkchain, 32).storeUint(value.nextAddrPfx, 64).storeUint(value.importBlockLt, 64);
      return;
    case 'transitRequeued':
      b.storeUint(0b111, 3).storeRef(envelope(value.outMsg)).storeRef(inMsg(value.imported));
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
