import type { Insertable } from 'kysely';
import { copyRows } from '../copy/copy-rows.js';
import { chunkRows } from '../sql/insert-rows.js';
import type { TokenRootsTable, TokenStatsDailyTable, TokenTransactionsTable, TokenWalletsTable } from './token-schema.js';
import type { Writer } from '../schema.js';

export type TokenRootRow = Insertable<TokenRootsTable>;
export type TokenWalletRow = Insertable<TokenWalletsTable>;
export type TokenTransactionRow = Insertable<TokenTransactionsTable>;
export type TokenStatsRow = Insertable<TokenStatsDailyTable>;

/** What a write adds to the token tables: roots and wallets as they now stand, new token transactions, per-day counts to add. */
export interface TokenRows {
  roots: TokenRootRow[];
  wallets: TokenWalletRow[];
  transactions: TokenTransactionRow[];
  stats: TokenStatsRow[];
}

export function emptyTokenRows(): TokenRows {
  return { roots: [], wallets: [], transactions: [], stats: [] };
}

/** Writes the token rows inside the chain write's transaction, so that they commit (or not) with the blocks they come from. */
export async function writeTokenRows(trx: Writer, rows: TokenRows): Promise<void> {
  await upsertTokenRoots(trx, rows.roots);
  await upsertTokenWallets(trx, rows.wallets);
  await copyRows(trx, 'token_transactions', rows.transactions);
  await addToTokenStats(trx, rows.stats);
}

/** The indexer holds each root's current values: they replace what is stored. */
async function upsertTokenRoots(trx: Writer, rows: readonly TokenRootRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('token_roots')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          standard: eb.ref('excluded.standard'),
          name: eb.ref('excluded.name'),
          symbol: eb.ref('excluded.symbol'),
          decimals: eb.ref('excluded.decimals'),
          total_supply: eb.ref('excluded.total_supply'),
          owner_address: eb.ref('excluded.owner_address'),
          created_at: eb.ref('excluded.created_at'),
          updated_lt: eb.ref('excluded.updated_lt'),
        })),
      )
      .execute();
  }
}

/** The indexer holds each wallet's current balance: it replaces what is stored. */
async function upsertTokenWallets(trx: Writer, rows: readonly TokenWalletRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('token_wallets')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          root_address: eb.ref('excluded.root_address'),
          owner_address: eb.ref('excluded.owner_address'),
          balance: eb.ref('excluded.balance'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_lt: eb.ref('excluded.updated_lt'),
        })),
      )
      .execute();
  }
}

/** Adds the counts and amounts to their days. */
async function addToTokenStats(trx: Writer, rows: readonly TokenStatsRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('token_stats_daily')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['root_address', 'day', 'kind']).doUpdateSet((eb) => ({
          count: eb('token_stats_daily.count', '+', eb.ref('excluded.count')),
          amount: eb('token_stats_daily.amount', '+', eb.ref('excluded.amount')),
        })),
      )
      .execute();
  }
}
