import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { decodeMsgEnvelope, encodeMsgEnvelope, type MsgEnvelope } from './msg-envelope.js';
import type { Layout } from './layout.js';
import { unknownTag } from '../../tlb/tag.js';

/** One inbound message of a block: how it came in and what became of it. `msg` and `transaction` are kept as cells. */
export type InMsg =
  /** msg_import_ext$000 msg:^(Message Any) transaction:^Transaction */
  | { kind: 'external'; msg: Cell; transaction: Cell }
  /** msg_import_ihr$010 msg:^(Message Any) transaction:^Transaction ihr_fee:Grams proof_created:^Cell */
  | { kind: 'ihr'; msg: Cell; transaction: Cell; ihrFee: bigint; proofCreated: Cell }
  /** msg_import_imm$011 in_msg:^MsgEnvelope transaction:^Transaction fwd_fee:Grams */
  | { kind: 'immediate'; inMsg: MsgEnvelope; transaction: Cell; fwdFee: bigint }
  /** msg_import_fin$100 in_msg:^MsgEnvelope transaction:^Transaction fwd_fee:Grams */
  | { kind: 'final'; inMsg: MsgEnvelope; transaction: Cell; fwdFee: bigint }
  /** msg_import_tr$101 in_msg:^MsgEnvelope out_msg:^MsgEnvelope transit_fee:Grams */
  | { kind: 'transit'; inMsg: MsgEnvelope; outMsg: MsgEnvelope; transitFee: bigint }
  /** msg_discard_fin$110 in_msg:^MsgEnvelope transaction_id:uint64 fwd_fee:Grams */
  | { kind: 'discardedFinal'; inMsg: MsgEnvelope; transactionId: bigint; fwdFee: bigint }
  /** msg_discard_tr$111 in_msg:^MsgEnvelope transaction_id:uint64 fwd_fee:Grams proof_delivered:^Cell */
  | { kind: 'discardedTransit'; inMsg: MsgEnvelope; transactionId: bigint; fwdFee: bigint; proofDelivered: Cell };

export type InMsgKind = InMsg['kind'];

const TAGS: Record<InMsgKind, number> = {
  external: 0b000,
  ihr: 0b010,
  immediate: 0b011,
  final: 0b100,
  transit: 0b101,
  discardedFinal: 0b110,
  discardedTransit: 0b111,
};

/** The common-message layout writes the 3-bit tag in the low bits of a byte whose top bit is set. */
const COMMON_MESSAGE_PREFIX = 0x80;

function loadInMsgTag(s: Slice, layout: Layout): number {
  if (layout !== 'commonMessage') return s.loadUint(3);
  const byte = s.loadUint(8);
  if ((byte & ~0b111) !== COMMON_MESSAGE_PREFIX) throw unknownTag('InMsg', byte, 8);
  return byte & 0b111;
}

function storeInMsgTag(b: Builder, tag: number, layout: Layout): void {
  if (layout === 'commonMessage') b.storeUint(COMMON_MESSAGE_PREFIX | tag, 8);
  else b.storeUint(tag, 3);
}

export function loadInMsg(s: Slice, layout: Layout = 'standard'): InMsg {
  const envelope = () => decodeMsgEnvelope(s.loadRef(), layout);
  const tag = loadInMsgTag(s, layout);
  switch (tag) {
    case TAGS.external:
      return { kind: 'external', msg: s.loadRef(), transaction: s.loadRef() };
    case TAGS.ihr:
      return { kind: 'ihr', msg: s.loadRef(), transaction: s.loadRef(), ihrFee: s.loadCoins(), proofCreated: s.loadRef() };
    case TAGS.immediate:
      return { kind: 'immediate', inMsg: envelope(), transaction: s.loadRef(), fwdFee: s.loadCoins() };
    case TAGS.final:
      return { kind: 'final', inMsg: envelope(), transaction: s.loadRef(), fwdFee: s.loadCoins() };
    case TAGS.transit:
      return { kind: 'transit', inMsg: envelope(), outMsg: envelope(), transitFee: s.loadCoins() };
    case TAGS.discardedFinal:
      return { kind: 'discardedFinal', inMsg: envelope(), transactionId: s.loadUint64(), fwdFee: s.loadCoins() };
    case TAGS.discardedTransit:
      return {
        kind: 'discardedTransit',
        inMsg: envelope(),
        transactionId: s.loadUint64(),
        fwdFee: s.loadCoins(),
        proofDelivered: s.loadRef(),
      };
    default:
      throw layout === 'commonMessage' ? unknownTag('InMsg', COMMON_MESSAGE_PREFIX | tag, 8) : unknownTag('InMsg', tag, 3);
  }
}

export function storeInMsg(b: Builder, value: InMsg, layout: Layout = 'standard'): void {
  const envelope = (env: MsgEnvelope) => encodeMsgEnvelope(env, layout);
  storeInMsgTag(b, TAGS[value.kind], layout);
  switch (value.kind) {
    case 'external':
      b.storeRef(value.msg).storeRef(value.transaction);
      return;
    case 'ihr':
      b.storeRef(value.msg).storeRef(value.transaction).storeCoins(value.ihrFee).storeRef(value.proofCreated);
      return;
    case 'immediate':
    case 'final':
      b.storeRef(envelope(value.inMsg)).storeRef(value.transaction).storeCoins(value.fwdFee);
      return;
    case 'transit':
      b.storeRef(envelope(value.inMsg)).storeRef(envelope(value.outMsg)).storeCoins(value.transitFee);
      return;
    case 'discardedFinal':
      b.storeRef(envelope(value.inMsg)).storeUint(value.transactionId, 64).storeCoins(value.fwdFee);
      return;
    case 'discardedTransit':
      b.storeRef(envelope(value.inMsg)).storeUint(value.transactionId, 64).storeCoins(value.fwdFee).storeRef(value.proofDelivered);
  }
}

export function decodeInMsg(cell: Cell, layout: Layout = 'standard'): InMsg {
  const s = new Slice(cell);
  const value = loadInMsg(s, layout);
  s.expectEnd('InMsg');
  return value;
}

export function encodeInMsg(value: InMsg, layout: Layout = 'standard'): Cell {
  const b = new Builder();
  storeInMsg(b, value, layout);
  return b.endCell();
}
