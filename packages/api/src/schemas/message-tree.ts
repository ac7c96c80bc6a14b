import { Type, type Static } from 'typebox';
import { closed, Hash } from './common.js';
import { MessageSchema } from './message.js';
import { TransactionSchema } from './transaction.js';

export const MessageTreeRootSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('Message'), Type.Literal('Transaction')], {
      description: "the chain's first node: its first message, or a transaction without an inbound message (tick-tock)",
    }),
    hash: Hash,
  },
  closed,
);

export const MessageTreeResponseSchema = Type.Object(
  {
    root: MessageTreeRootSchema,
    messages: Type.Array(MessageSchema, { description: 'every message of the chain, siblings included' }),
    transactions: Type.Array(TransactionSchema, { description: 'every transaction of the chain' }),
    truncated: Type.Boolean({ description: 'the depth (16 transaction levels) or size (300 nodes) bound cut the chain' }),
  },
  closed,
);
export type MessageTreeResponse = Static<typeof MessageTreeResponseSchema>;
