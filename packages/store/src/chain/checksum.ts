import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

/** The chain tables and the token, NFT and trace tables derived with them, with the columns that order their rows uniquely. */
const CHAIN_TABLES: Record<string, string> = {
  blocks: 'root_hash',
  shard_descriptions: 'mc_seqno, workchain, shard',
  transactions: 'hash',
  messages: 'hash',
  account_blocks: 'block_root_hash, account',
  accounts: 'workchain, address',
  account_states: 'workchain, address',
  configs: 'mc_seqno',
  validator_sets: 'utime_since',
  elections: 'election_id',
  stats_buckets: 'period, bucket_start',
  chain_totals: 'id',
  checkpoint: 'id',
  token_roots: 'address',
  token_wallets: 'address',
  token_transactions: 'transaction_hash, position',
  token_stats_daily: 'root_address, day, kind',
  token_root_stats: 'root_address',
  token_activity_window: 'id',
  token_holders_daily: 'root_address, day',
  nft_collections: 'address',
  nft_items: 'address',
  nft_events: 'transaction_hash, event_index',
  nft_indexes: 'address',
  multi_token_collections: 'address',
  multi_tokens: 'collection_address, token_id',
  multi_token_wallets: 'address',
  traces: 'trace_id',
  actions: 'transaction_hash, position',
  action_accounts: 'account, block_time, lt, transaction_hash, position',
};

/** An MD5 over every row of every chain table in key order: equal databases give equal checksums. */
export async function chainChecksum(db: Kysely<ChainSchema>): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const [table, order] of Object.entries(CHAIN_TABLES)) {
    const columns = table === 'checkpoint' ? 'id, mc_seqno, source, start_mc_seqno' : `${table}.*`;
    const result = await sql<{ sum: string | null; rows: bigint }>`
      SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY ${sql.raw(order)}), '')) AS sum, count(*) AS rows
      FROM (SELECT ${sql.raw(columns)} FROM ${sql.table(table)}) AS r`.execute(db);
    const row = result.rows[0]!;
    sums[table] = `${row.rows}:${row.sum}`;
  }
  return sums;
}
