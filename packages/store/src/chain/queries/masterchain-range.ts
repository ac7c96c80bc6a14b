import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { TokenTransactionRecord } from '../../tokens/queries/token-transactions.js';
import type { BlockRecord } from './blocks.js';
import { TRANSACTION_SUMMARY_COLUMNS, type TransactionSummary } from './transactions.js';

/**
 * What masterchain blocks `after + 1` to `upTo` committed, in a fixed order (so that every reader numbers it the same):
 * each read gives its rows by masterchain seqno, then in chain order. What the API's streams push.
 */
export interface MasterchainRange {
  readonly after: number;
  readonly upTo: number;
}

/** The blocks (the masterchain block and the shard blocks it commits), by workchain, shard and seqno. */
export async function blocksInRange(db: Kysely<ChainSchema>, range: MasterchainRange): Promise<BlockRecord[]> {
  return db
    .selectFrom('blocks')
    .selectAll()
    .where('mc_seqno', '>', range.after)
    .where('mc_seqno', '<=', range.upTo)
    .orderBy('mc_seqno')
    .orderBy('workchain')
    .orderBy('shard')
    .orderBy('seqno')
    .execute();
}

/** The transactions, by logical time then hash, with their block's shard and seqno. */
export async function transactionsInRange(
  db: Kysely<ChainSchema>,
  range: MasterchainRange,
): Promise<(TransactionSummary & { block_shard: string; block_seqno: number })[]> {
  return db
    .selectFrom('transactions')
    .innerJoin('blocks', 'blocks.root_hash', 'transactions.block_root_hash')
    .select(TRANSACTION_SUMMARY_COLUMNS)
    .select(['blocks.shard as block_shard', 'blocks.seqno as block_seqno'])
    .where('transactions.mc_seqno', '>', range.after)
    .where('transactions.mc_seqno', '<=', range.upTo)
    .orderBy('transactions.mc_seqno')
    .orderBy('transactions.lt')
    .orderBy('transactions.hash')
    .execute();
}

/** The token operations with their token's symbol and decimals, by logical time, transaction and position. */
export async function tokenTransactionsInRange(
  db: Kysely<ChainSchema>,
  range: MasterchainRange,
): Promise<(TokenTransactionRecord & { mc_seqno: number })[]> {
  const query = db
    .selectFrom('token_transactions')
    .innerJoin('transactions', 'transactions.hash', 'token_transactions.transaction_hash')
    .leftJoin('token_roots', 'token_roots.address', 'token_transactions.root_address')
    .selectAll('token_transactions')
    .select(['token_roots.symbol', 'token_roots.decimals', 'transactions.mc_seqno'])
    .where('transactions.mc_seqno', '>', range.after)
    .where('transactions.mc_seqno', '<=', range.upTo)
    .orderBy('transactions.mc_seqno')
    .orderBy('token_transactions.lt')
    .orderBy('token_transactions.transaction_hash')
    .orderBy('token_transactions.position') as SelectQueryBuilder<ChainSchema, 'token_transactions', TokenTransactionRecord & { mc_seqno: number }>;
  return query.execute();
}
