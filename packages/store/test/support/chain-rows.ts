import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { advanceCheckpoint } from '../../src/chain/checkpoint.js';
import { emptyChainRows, writeChainRows, type BlockRow, type ChainRows, type TransactionRow } from '../../src/chain/chain-rows.js';
import type { MessageRow } from '../../src/chain/messages.js';
import type { AccountInsert } from '../../src/chain/accounts.js';
import type { ChainSchema } from '../../src/schema.js';

export const MASTER_SHARD = '8000000000000000';

export const hashOf = (label: string): string => createHash('sha256').update(label).digest('hex');

export const rawAddress = (workchain: number, address: string): string => `${workchain}:${address}`;

export function blockRow(fields: Pick<BlockRow, 'workchain' | 'shard' | 'seqno' | 'mc_seqno' | 'gen_utime'> & Partial<BlockRow>): BlockRow {
  const startLt = BigInt(fields.start_lt ?? BigInt(fields.seqno) * 1_000_000n);
  return {
    root_hash: hashOf(`block ${fields.workchain} ${fields.shard} ${fields.seqno}`),
    file_hash: hashOf(`file ${fields.workchain} ${fields.shard} ${fields.seqno}`),
    global_id: 42,
    version: 0,
    gen_software_version: 1,
    gen_software_capabilities: 0x2en,
    start_lt: startLt,
    end_lt: startLt + 999_999n,
    is_key_block: false,
    prev_key_block_seqno: 0,
    prev1_seqno: Math.max(0, fields.seqno - 1),
    prev1_root_hash: hashOf(`block ${fields.workchain} ${fields.shard} ${fields.seqno - 1}`),
    prev2_seqno: null,
    prev2_root_hash: null,
    after_merge: false,
    after_split: false,
    before_split: false,
    want_split: false,
    want_merge: false,
    vert_seqno: 0,
    gen_validator_list_hash_short: 123n,
    gen_catchain_seqno: 1,
    min_ref_mc_seqno: Math.max(0, fields.mc_seqno - 1),
    master_ref_seqno: fields.workchain === -1 ? null : fields.mc_seqno,
    transaction_count: 0,
    account_block_count: 0,
    in_msg_count: 0,
    out_msg_count: 0,
    value_flow: JSON.stringify({
      fromPrevBlk: '1000',
      toNextBlk: '1000',
      imported: '0',
      exported: '0',
      feesCollected: '0',
      feesImported: '0',
      recovered: '0',
      created: '0',
      minted: '0',
      burned: null,
    }),
    ...fields,
  };
}

export function transactionRow(
  fields: Pick<TransactionRow, 'workchain' | 'account' | 'lt' | 'now' | 'block_root_hash' | 'mc_seqno'> & Partial<TransactionRow>,
): TransactionRow {
  return {
    hash: hashOf(`transaction ${fields.workchain}:${fields.account} ${fields.lt}`),
    tx_type: 'Ordinary',
    tick_tock: null,
    aborted: false,
    orig_status: 'Active',
    end_status: 'Active',
    total_fees: '1000',
    balance_change: '0',
    in_msg_value: '0',
    out_msgs_value: '0',
    exit_code: 0,
    result_code: 0,
    in_msg_hash: null,
    out_msg_count: 0,
    prev_trans_hash: '0'.repeat(64),
    prev_trans_lt: 0n,
    old_hash: hashOf(`old ${fields.account} ${fields.lt}`),
    new_hash: hashOf(`new ${fields.account} ${fields.lt}`),
    description: JSON.stringify({ kind: 'ordinary' }),
    fees: JSON.stringify({ total: '1000' }),
    boc: new Uint8Array([0xb5, 0xee, 0x9c, 0x72, Number(BigInt(fields.lt) % 256n)]),
    ...fields,
  };
}

export function messageRow(fields: Pick<MessageRow, 'hash' | 'message_type' | 'mc_seqno'> & Partial<MessageRow>): MessageRow {
  return {
    src_workchain: null,
    src_address: null,
    dst_workchain: null,
    dst_address: null,
    value: '0',
    fwd_fee: '0',
    ihr_fee: '0',
    import_fee: '0',
    created_lt: null,
    created_at: null,
    bounce: false,
    bounced: false,
    body_hash: null,
    has_state_init: false,
    src_transaction_hash: null,
    src_transaction_lt: null,
    src_transaction_time: null,
    dst_transaction_hash: null,
    dst_transaction_lt: null,
    dst_transaction_time: null,
    boc: new Uint8Array([0xb5, 0xee, 0x9c, 0x72]),
    ...fields,
  };
}

export function accountRow(fields: Pick<AccountInsert, 'workchain' | 'address'> & Partial<AccountInsert>): AccountInsert {
  return {
    balance: '0',
    state: 'Active',
    code_hash: null,
    creator_workchain: null,
    creator_address: null,
    created_at: null,
    updated_at: null,
    last_trans_lt: null,
    last_trans_hash: null,
    ...fields,
  };
}

/** Writes one masterchain batch as the indexer does: its rows and the checkpoint in one transaction. */
export async function writeBatch(db: Kysely<ChainSchema>, mcSeqno: number, rows: Partial<ChainRows>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await writeChainRows(trx, { ...emptyChainRows(), ...rows });
    await advanceCheckpoint(trx, { mcSeqno, source: 'test' });
  });
}
