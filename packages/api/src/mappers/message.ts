import { decodeAnyMessage, encodeBase64, encodeStateInit, readBocSingle, writeBoc } from '@tvmscan/tvm';
import type { MessageListItem, MessageRecord } from '@tvmscan/store';
import type { Message, MessageDetails } from '../schemas/message.js';
import { rawAddress, toNumberOrNull, toStringOrNull } from './numbers.js';

/** The transaction a message is shown at, and whether it is an outbound message of it. */
export interface MessageContext {
  readonly transactionHash: string | null;
  readonly transactionLt: bigint | null;
  readonly transactionTime: bigint | number | null;
  readonly isOut: boolean | null;
}

/**
 * Everscan's `indexInTransaction`: the place of an outbound message among its transaction's outbound messages (the
 * n-th is created at the transaction's logical time + 1 + n), 0 for the inbound one; null without a transaction.
 */
export function indexInTransaction(createdLt: bigint | null, transactionLt: bigint | null, isOut: boolean | null): number | null {
  if (isOut === null) return null;
  if (!isOut) return 0;
  return createdLt === null || transactionLt === null ? null : Number(createdLt - transactionLt - 1n);
}

/**
 * Outside a list a message is shown at the transaction that consumed it; one no transaction consumes (an outbound
 * external message, or an internal one still in flight) at the transaction that sent it, as outbound.
 */
export function consumingContext(row: MessageRecord): MessageContext {
  if (row.dst_transaction_hash !== null) {
    return {
      transactionHash: row.dst_transaction_hash,
      transactionLt: row.dst_transaction_lt,
      transactionTime: row.dst_transaction_time,
      isOut: false,
    };
  }
  if (row.src_transaction_hash !== null) {
    return {
      transactionHash: row.src_transaction_hash,
      transactionLt: row.src_transaction_lt,
      transactionTime: row.src_transaction_time,
      isOut: true,
    };
  }
  return { transactionHash: null, transactionLt: null, transactionTime: null, isOut: null };
}

export function messageEntity(row: MessageRecord, context: MessageContext = consumingContext(row)): Message {
  return {
    messageHash: row.hash,
    messageType: row.message_type as Message['messageType'],
    messageValue: row.value,
    srcWorkchain: row.src_workchain,
    srcAddress: rawAddress(row.src_workchain, row.src_address),
    dstWorkchain: row.dst_workchain,
    dstAddress: rawAddress(row.dst_workchain, row.dst_address),
    srcTransactionHash: row.src_transaction_hash,
    dstTransactionHash: row.dst_transaction_hash,
    transactionHash: context.transactionHash,
    transactionTime: toNumberOrNull(context.transactionTime),
    isOut: context.isOut,
    indexInTransaction: indexInTransaction(row.created_lt, context.transactionLt, context.isOut),
    createdAt: toNumberOrNull(row.created_at),
    createdLt: toStringOrNull(row.created_lt),
    ihrFee: row.ihr_fee,
    fwdFee: row.fwd_fee,
    importFee: row.import_fee,
    bounce: row.bounce,
    bounced: row.bounced,
    bodyHash: row.body_hash,
    hasStateInit: row.has_state_init,
    methodName: null,
    parsedType: null,
    contractName: null,
  };
}

export function listedMessage(row: MessageListItem): Message {
  return messageEntity(row, {
    transactionHash: row.transaction_hash,
    transactionLt: row.transaction_lt,
    transactionTime: row.transaction_time,
    isOut: row.is_out,
  });
}

/** The message with its raw BOC, its body and its state init, each a base64 BOC; its body not yet decoded. */
export function messageDetails(row: MessageRecord, boc: Uint8Array): Omit<MessageDetails, 'decodedBody'> {
  const parts = messageParts(boc);
  return { ...messageEntity(row), boc: encodeBase64(boc), body: parts.body, stateInit: parts.stateInit };
}

export function messageParts(boc: Uint8Array): { body: string | null; stateInit: string | null } {
  const message = decodeAnyMessage(readBocSingle(boc));
  const body = message.body.bitLength === 0 && message.body.refs.length === 0 ? null : encodeBase64(writeBoc(message.body));
  const stateInit = message.init === null ? null : encodeBase64(writeBoc(encodeStateInit(message.init)));
  return { body, stateInit };
}
