import { Type, type Static } from 'typebox';
import { closed, Hash } from './common.js';
import { MessageSchema } from './message.js';
import { TransactionSchema } from './transaction.js';

export const MessageTreeResponseSchema = Type.Object(
  { root: Hash, messages: Type.Array(MessageSchema), transactions: Type.Array(TransactionSchema), truncated: Type.Boolean() },
  closed,
);
export type MessageTreeResponse = Static<typeof MessageTreeResponseSchema>;
