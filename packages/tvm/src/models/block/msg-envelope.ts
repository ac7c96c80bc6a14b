import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadIntermediateAddress, storeIntermediateAddress, type IntermediateAddress } from './intermediate-address.js';
import type { Layout } from './layout.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG = 0x4;
/** The Everscale node's common-message envelope: the same fields, with msg a CommonMessage cell. */
const TAG_COMMON_MESSAGE = 0x5;

/**
 * msg_envelope#4 cur_addr:IntermediateAddress next_addr:IntermediateAddress fwd_fee_remaining:Grams msg:^(Message Any),
 * or #5 with msg:^CommonMessage.
 */
export interface MsgEnvelope {
  curAddr: IntermediateAddress;
  nextAddr: IntermediateAddress;
  fwdFeeRemaining: bigint;
  /** The message cell (`Message Any`, or `CommonMessage` in a #5 envelope). */
  msg: Cell;
  /** Set on a #5 envelope only (absent from #4): `msg` is a CommonMessage cell. */
  commonMessage?: true;
}

export function loadMsgEnvelope(s: Slice, layout: Layout = 'standard'): MsgEnvelope {
  const tag = s.loadUint(4);
  if (tag !== TAG && tag !== TAG_COMMON_MESSAGE) throw unknownTag('MsgEnvelope', tag, 4);
  const envelope: MsgEnvelope = {
    curAddr: loadIntermediateAddress(s, layout),
    nextAddr: loadIntermediateAddress(s, layout),
    fwdFeeRemaining: s.loadCoins(),
    msg: s.loadRef(),
  };
  if (tag === TAG_COMMON_MESSAGE) envelope.commonMessage = true;
  return envelope;
}

export function storeMsgEnvelope(b: Builder, value: MsgEnvelope, layout: Layout = 'standard'): void {
  b.storeUint(value.commonMessage ? TAG_COMMON_MESSAGE : TAG, 4);
  storeIntermediateAddress(b, value.curAddr, layout);
  storeIntermediateAddress(b, value.nextAddr, layout);
  b.storeCoins(value.fwdFeeRemaining).storeRef(value.msg);
}

export function decodeMsgEnvelope(cell: Cell, layout: Layout = 'standard'): MsgEnvelope {
  const s = new Slice(cell);
  const value = loadMsgEnvelope(s, layout);
  s.expectEnd('MsgEnvelope');
  return value;
}

export function encodeMsgEnvelope(value: MsgEnvelope, layout: Layout = 'standard'): Cell {
  const b = new Builder();
  storeMsgEnvelope(b, value, layout);
  return b.endCell();
}
