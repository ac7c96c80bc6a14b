import { formatRawAddress, type IntMsgInfo, type MessageRef, type Transaction } from '@tvmscan/tvm';

/** An internal message of a transaction with its addresses in raw form. */
export interface InternalMessage {
  ref: MessageRef;
  info: IntMsgInfo;
  src: string;
  dest: string;
}

/** What the token decoders look at in a transaction: its internal inbound message, its outcome and its internal outbound messages. */
export interface TokenTransactionView {
  /** The account, from the inbound message's destination (the transaction itself names no workchain). */
  account: string;
  inbound: InternalMessage;
  /** Whether the transaction ran to the end: a transaction that aborted changed no balance. */
  succeeded: boolean;
  outbound: InternalMessage[];
}

/** The view of an ordinary transaction run by an internal message; null for any other transaction. */
export function tokenTransactionView(tx: Transaction): TokenTransactionView | null {
  if (tx.description.kind !== 'ordinary' || tx.inMsg === null) return null;
  const inbound = internalMessage(tx.inMsg);
  if (inbound === null) return null;
  const outbound = tx.outMsgs.map(internalMessage).filter((message) => message !== null);
  return { account: inbound.dest, inbound, succeeded: !tx.description.aborted, outbound };
}

function internalMessage(ref: MessageRef): InternalMessage | null {
  const { info } = ref.message;
  if (info.kind !== 'internal') return null;
  return { ref, info, src: formatRawAddress(info.src)!, dest: formatRawAddress(info.dest)! };
}
