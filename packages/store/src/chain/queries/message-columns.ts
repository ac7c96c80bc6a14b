import type { Selectable } from 'kysely';
import type { MessagesTable } from '../chain-schema.js';
import type { JsonColumns } from '../../sql/json-rows.js';

/** A message without its raw BOC. */
export type MessageRecord = Omit<Selectable<MessagesTable>, 'boc'>;

/** Every column of a message record, and how it travels when messages are nested in another row as JSON. */
export const MESSAGE_JSON_COLUMNS: JsonColumns<MessageRecord> = {
  hash: 'plain',
  message_type: 'plain',
  src_workchain: 'plain',
  src_address: 'plain',
  dst_workchain: 'plain',
  dst_address: 'plain',
  value: 'numeric',
  fwd_fee: 'numeric',
  ihr_fee: 'numeric',
  import_fee: 'numeric',
  created_lt: 'int8',
  created_at: 'int8',
  bounce: 'plain',
  bounced: 'plain',
  body_hash: 'plain',
  has_state_init: 'plain',
  src_transaction_hash: 'plain',
  src_transaction_lt: 'int8',
  src_transaction_time: 'int8',
  dst_transaction_hash: 'plain',
  dst_transaction_lt: 'int8',
  dst_transaction_time: 'int8',
  mc_seqno: 'plain',
};

export const MESSAGE_COLUMNS = Object.keys(MESSAGE_JSON_COLUMNS).map((name) => `messages.${name}`) as readonly `messages.${keyof MessageRecord}`[];
