import type { Insertable } from 'kysely';
import { chunkRows } from '../sql/insert-rows.js';
import type { MultiTokenCollectionsTable, MultiTokensTable, MultiTokenWalletsTable } from './multi-token-schema.js';
import type { Writer } from '../schema.js';

export type MultiTokenCollectionRow = Insertable<MultiTokenCollectionsTable>;
export type MultiTokenRow = Insertable<MultiTokensTable>;
export type MultiTokenWalletRow = Insertable<MultiTokenWalletsTable>;

/** The multi-token collections, multi-tokens and wallets a write changed, each as it stands after the write. */
export interface MultiTokenRows {
  collections: MultiTokenCollectionRow[];
  tokens: MultiTokenRow[];
  wallets: MultiTokenWalletRow[];
}

export function emptyMultiTokenRows(): MultiTokenRows {
  return { collections: [], tokens: [], wallets: [] };
}

/**
 * Writes the multi-token rows inside the chain write's transaction. The indexer holds each row's current values
 * (it is their only writer), so a row replaces what is stored, and a write done again after a crash writes the same.
 */
export async function writeMultiTokenRows(trx: Writer, rows: MultiTokenRows): Promise<void> {
  for (const chunk of chunkRows(rows.collections)) {
    await trx
      .insertInto('multi_token_collections')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          token_count: eb.ref('excluded.token_count'),
          live_token_count: eb.ref('excluded.live_token_count'),
          total_supply: eb.ref('excluded.total_supply'),
          last_token_id: eb.ref('excluded.last_token_id'),
          updated_lt: eb.ref('excluded.updated_lt'),
        })),
      )
      .execute();
  }
  for (const chunk of chunkRows(rows.tokens)) {
    await trx
      .insertInto('multi_tokens')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['collection_address', 'token_id'])
          .doUpdateSet((eb) => ({ supply: eb.ref('excluded.supply'), updated_lt: eb.ref('excluded.updated_lt') })),
      )
      .execute();
  }
  for (const chunk of chunkRows(rows.wallets)) {
    await trx
      .insertInto('multi_token_wallets')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          balance: eb.ref('excluded.balance'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_lt: eb.ref('excluded.updated_lt'),
        })),
      )
      .execute();
  }
}
