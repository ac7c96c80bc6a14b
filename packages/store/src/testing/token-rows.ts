import type { Insertable, Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type {
  TokenHoldersDailyTable,
  TokenPricesTable,
  TokenRootStatsTable,
  TokenRootsTable,
  TokenStatsDailyTable,
  TokenTransactionsTable,
  TokenWalletsTable,
} from '../tokens/token-schema.js';

/** Token rows for a test, as the token indexer would write them. */
export interface TokenRows {
  readonly roots?: readonly Insertable<TokenRootsTable>[];
  readonly wallets?: readonly Insertable<TokenWalletsTable>[];
  readonly transactions?: readonly Insertable<TokenTransactionsTable>[];
  readonly stats?: readonly Insertable<TokenStatsDailyTable>[];
  readonly prices?: readonly Insertable<TokenPricesTable>[];
  /** The roots' holders and 24-hour figures, as the indexer keeps them. */
  readonly rootStats?: readonly Insertable<TokenRootStatsTable>[];
  readonly holdersDaily?: readonly Insertable<TokenHoldersDailyTable>[];
}

/** Writes token rows into a test database, in chunks small enough for any driver's parameter limit. */
export async function insertTokenRows(db: Kysely<ChainSchema>, rows: TokenRows): Promise<void> {
  await insertChunks(db, 'token_roots', rows.roots);
  await insertChunks(db, 'token_wallets', rows.wallets);
  await insertChunks(db, 'token_transactions', rows.transactions);
  await insertChunks(db, 'token_stats_daily', rows.stats);
  await insertChunks(db, 'token_prices', rows.prices);
  await insertChunks(db, 'token_root_stats', rows.rootStats);
  await insertChunks(db, 'token_holders_daily', rows.holdersDaily);
}

const CHUNK = 500;

type TokenTable =
  'token_roots' | 'token_wallets' | 'token_transactions' | 'token_stats_daily' | 'token_prices' | 'token_root_stats' | 'token_holders_daily';

async function insertChunks<Table extends TokenTable>(
  db: Kysely<ChainSchema>,
  table: Table,
  rows: readonly Insertable<ChainSchema[Table]>[] | undefined,
): Promise<void> {
  for (let start = 0; rows !== undefined && start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}
