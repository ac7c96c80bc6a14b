import type { Selectable } from 'kysely';
import type { MessagesTable } from '../schema.js';

/** A message without its raw BOC. */
export type MessageRecord = Omit<Selectable<MessagesTable>, 'boc'>;

export const MESSAGE_COLUMNS = [
  'messages.hash',
  'messages.message_type',
  'messages.src_workchain',
  'messages.src_address',
  'messages.dst_workchain',
  'messages.dst_address',
  'messages.value',
  'messages.fwd_fee',
  'messages.ihr_fee',
  'messages.import_fee',
  'messages.created_lt',
  'messages.created_at',
  'messages.bounce',
  'messages.bounced',
  'messages.body_hash',
  'messages.has_state_init',
  'messages.src_transaction_hash',
  'messages.src_transaction_lt',
  'messages.src_transaction_time',
  'messages.dst_transaction_hash',
  'messages.dst_transaction_lt',
  'messages.dst_transaction_time',
  'messages.mc_seqno',
] as const;
