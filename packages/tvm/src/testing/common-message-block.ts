import type { Cell } from '../cell/cell.js';
import type { Block } from '../models/block/block.js';
import type { InMsg } from '../models/block/in-msg.js';
import type { MsgEnvelope } from '../models/block/msg-envelope.js';
import { decodeMessage } from '../models/message/message.js';
import { encodeCommonMessage } from '../models/message/common-message.js';
import { loadCommonMessageRef, type MessageRef } from '../models/message/message-ref.js';
import { decodeTransaction, encodeTransaction } from '../models/transaction/transaction.js';

/** A standard message cell made into the CommonMessage cell the common-message layout writes. */
function asCommonMessage(cell: Cell): Cell {
  return encodeCommonMessage(decodeMessage(cell));
}

/** A transaction as the common-message layout writes it: tag $1000, its messages in CommonMessage cells. */
export function asCommonTransaction(cell: Cell): Cell {
  const tx = decodeTransaction(cell);
  const commonRef = (ref: MessageRef) => loadCommonMessageRef(asCommonMessage(ref.cell));
  return encodeTransaction({ ...tx, commonMessage: true, inMsg: tx.inMsg && commonRef(tx.inMsg), outMsgs: tx.outMsgs.map(commonRef) });
}

function asCommonEnvelope(envelope: MsgEnvelope): MsgEnvelope {
  return { ...envelope, commonMessage: true, msg: asCommonMessage(envelope.msg) };
}

/** The common-message form of an immediate or final InMsg (the kinds a masterchain block of the fixtures holds). */
function asCommonInMsg(msg: InMsg): InMsg {
  if (msg.kind !== 'immediate' && msg.kind !== 'final') throw new Error(`no common-message form is made here for a ${msg.kind} InMsg`);
  return { ...msg, inMsg: asCommonEnvelope(msg.inMsg), transaction: asCommonTransaction(msg.transaction) };
}

/**
 * A standard block rewritten as the Everscale node's common-message layout writes it: BlockExtra #ca33f6fc,
 * McBlockExtra #dc76 with `mesh`, #5 envelopes, CommonMessage cells and $1000 transactions.
 */
export function asCommonMessageBlock(block: Block, mesh: Cell | null): Block {
  const { extra } = block;
  const accountBlocks = {
    ...extra.accountBlocks,
    entries: extra.accountBlocks.entries.map((entry) => ({
      ...entry,
      value: { ...entry.value, transactions: entry.value.transactions.map((tx) => ({ ...tx, cell: asCommonTransaction(tx.cell) })) },
    })),
  };
  // The descriptions are keyed by message hash, now the CommonMessage cell's.
  const inMsgDescr = {
    ...extra.inMsgDescr,
    entries: extra.inMsgDescr.entries.map((entry) => {
      const value = asCommonInMsg(entry.value);
      return { ...entry, key: value.kind === 'immediate' || value.kind === 'final' ? BigInt(`0x${value.inMsg.msg.hashHex()}`) : entry.key, value };
    }),
  };
  const custom = extra.custom && {
    ...extra.custom,
    recoverCreateMsg: extra.custom.recoverCreateMsg && asCommonInMsg(extra.custom.recoverCreateMsg),
    mintMsg: extra.custom.mintMsg && asCommonInMsg(extra.custom.mintMsg),
    mesh,
  };
  return { ...block, extra: { ...extra, tag: 0xca33f6fc, refShardBlocks: null, inMsgDescr, accountBlocks, custom } };
}
