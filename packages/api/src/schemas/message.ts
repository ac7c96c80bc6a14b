import { Type, type Static } from 'typebox';
import {
  AccountList,
  Amount,
  AmountInput,
  Base64,
  closed,
  everscan,
  Hash,
  HashInput,
  Lt,
  Nullable,
  orderingOf,
  PageFields,
  Shard,
  UnixTimeInput,
} from './common.js';
import { DecodedBodySchema } from './decoded-body.js';

export const MessageTypeSchema = Type.Union([Type.Literal('Internal'), Type.Literal('ExternalIn'), Type.Literal('ExternalOut')]);
export type MessageType = Static<typeof MessageTypeSchema>;

/** An internal address as raw `wc:hex`, or an external one (addr_extern) as `extern:hex`; addr_none is null. */
const MessageAddress = Type.String({
  pattern: '^(-?[0-9]{1,10}:[0-9a-f]{64}|extern:[0-9a-f]*)$',
  description: 'an internal address as raw wc:hex, an external one (addr_extern) as extern:hex',
});

export const MessageSchema = Type.Object(
  {
    messageHash: Hash,
    messageType: MessageTypeSchema,
    messageValue: Amount,
    srcWorkchain: Nullable(Type.Integer()),
    srcAddress: Nullable(MessageAddress),
    dstWorkchain: Nullable(Type.Integer()),
    dstAddress: Nullable(MessageAddress),
    srcTransactionHash: Nullable(Hash),
    dstTransactionHash: Nullable(Hash),
    transactionHash: Nullable(Hash),
    transactionTime: Nullable(Type.Integer()),
    isOut: Nullable(Type.Boolean()),
    indexInTransaction: Nullable(
      Type.Integer(
        everscan("the message's place among that transaction's outbound messages (from 0), 0 as its inbound one; null without a transaction"),
      ),
    ),
    createdAt: Nullable(Type.Integer()),
    createdLt: Nullable(Lt),
    ihrFee: Amount,
    fwdFee: Amount,
    importFee: Amount,
    bounce: Type.Boolean(),
    bounced: Type.Boolean(),
    bodyHash: Nullable(Hash),
    hasStateInit: Type.Boolean(),
    methodName: Nullable(Type.String()),
    parsedType: Nullable(Type.Literal('Event')),
    contractName: Nullable(Type.String()),
  },
  closed,
);
export type Message = Static<typeof MessageSchema>;

/** A message of a detail answer (a message's, a transaction's): with its body read with a known ABI. */
export const DecodedMessageSchema = Type.Object({ ...MessageSchema.properties, decodedBody: Nullable(DecodedBodySchema) }, closed);
export type DecodedMessage = Static<typeof DecodedMessageSchema>;

export const MessageDetailsSchema = Type.Object(
  { ...DecodedMessageSchema.properties, boc: Base64, body: Nullable(Base64), stateInit: Nullable(Base64) },
  closed,
);
export type MessageDetails = Static<typeof MessageDetailsSchema>;

export const MessageResponseSchema = Type.Object({ message: MessageDetailsSchema }, closed);
export type MessageResponse = Static<typeof MessageResponseSchema>;

export const MessageOccurrenceSchema = Type.Object(
  {
    transactionHash: Hash,
    isOut: Type.Boolean(),
    blockRootHash: Nullable(Hash),
    workchain: Nullable(Type.Integer()),
    shard: Nullable(Shard),
    seqno: Nullable(Type.Integer()),
    time: Nullable(Type.Integer()),
    indexInTransaction: Nullable(Type.Integer(everscan("the message's place among the transaction's outbound messages, 0 as its inbound one"))),
    transactionTime: Nullable(Type.Integer(everscan('as time'))),
  },
  closed,
);
export type MessageOccurrence = Static<typeof MessageOccurrenceSchema>;
export const MessageOccurrencesResponseSchema = Type.Object({ occurrences: Type.Array(MessageOccurrenceSchema) }, closed);
export type MessageOccurrencesResponse = Static<typeof MessageOccurrencesResponseSchema>;

export const MessageFilterFields = {
  isOut: Type.Optional(Type.Boolean()),
  block: Type.Optional(HashInput),
  messageTypes: Type.Optional(Type.Array(MessageTypeSchema, { maxItems: 3 })),
  includeAccounts: Type.Optional(AccountList),
  excludeAccounts: Type.Optional(AccountList),
  includeSrcAccounts: Type.Optional(AccountList),
  excludeSrcAccounts: Type.Optional(AccountList),
  includeDstAccounts: Type.Optional(AccountList),
  excludeDstAccounts: Type.Optional(AccountList),
  transactionTimeGe: Type.Optional(UnixTimeInput),
  transactionTimeLe: Type.Optional(UnixTimeInput),
  messageValueGe: Type.Optional(AmountInput),
  messageValueLe: Type.Optional(AmountInput),
};

const MESSAGE_SORTS = ['transactionTime'] as const;

/** Messages, newest first by default; the only order is by the listed transaction's time (either way). */
export const MessageListBody = Type.Object(
  { ...PageFields, ...MessageFilterFields, ordering: Type.Optional(orderingOf(MESSAGE_SORTS, MESSAGE_SORTS)) },
  closed,
);
export type MessageListRequest = Static<typeof MessageListBody>;
/** The filters of /messages/list; its paging and ordering fields are taken too and change nothing. */
export const MessageCountBody = MessageListBody;
export type MessageCountRequest = Static<typeof MessageCountBody>;

export const MessageListResponseSchema = Type.Object(
  {
    messages: Type.Array(MessageSchema),
    current_cursor: Nullable(Type.String()),
    next_cursor: Nullable(Type.String()),
    prev_cursor: Nullable(Type.String()),
  },
  closed,
);
export type MessageListResponse = Static<typeof MessageListResponseSchema>;

export const RawBocResponseSchema = Type.Object({ boc: Base64 }, closed);
export type RawBocResponse = Static<typeof RawBocResponseSchema>;
