import type { Insertable } from 'kysely';
import { copyRows } from '../copy/copy-rows.js';
import { chunkRows } from '../sql/insert-rows.js';
import { emptyMultiTokenRows, writeMultiTokenRows, type MultiTokenRows } from '../multi/multi-token-rows.js';
import { emptyNftIndexRows, writeNftIndexRows, type NftIndexRows } from './nft-index-rows.js';
import type { NftCollectionsTable, NftEventsTable, NftItemsTable } from './nft-schema.js';
import type { Writer } from '../schema.js';

export type NftCollectionRow = Insertable<NftCollectionsTable>;
export type NftItemRow = Insertable<NftItemsTable>;
export type NftEventRow = Insertable<NftEventsTable>;

/**
 * What a write adds to the NFT tables: collections with the mints and burns of the write to add to their counts,
 * items as they now stand, and the new events.
 */
export interface NftRows {
  collections: NftCollectionRow[];
  items: NftItemRow[];
  events: NftEventRow[];
  /** The TIP-4.3 Index and IndexBasis contracts deployed and destroyed. */
  indexes: NftIndexRows;
  /** The standard-6 multi-token collections, multi-tokens and wallets. */
  multi: MultiTokenRows;
}

export function emptyNftRows(): NftRows {
  return { collections: [], items: [], events: [], indexes: emptyNftIndexRows(), multi: emptyMultiTokenRows() };
}

/** Writes the NFT rows inside the chain write's transaction, so that they commit (or not) with the blocks they come from. */
export async function writeNftRows(trx: Writer, rows: NftRows): Promise<void> {
  await addToCollections(trx, rows.collections);
  await upsertItems(trx, rows.items);
  await copyRows(trx, 'nft_events', rows.events);
  await writeNftIndexRows(trx, rows.indexes);
  await writeMultiTokenRows(trx, rows.multi);
}

/** A collection keeps when it was first met; its counts grow by the write's mints and burns. */
async function addToCollections(trx: Writer, rows: readonly NftCollectionRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('nft_collections')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          minted_count: eb('nft_collections.minted_count', '+', eb.ref('excluded.minted_count')),
          burned_count: eb('nft_collections.burned_count', '+', eb.ref('excluded.burned_count')),
          updated_lt: eb.ref('excluded.updated_lt'),
        })),
      )
      .execute();
  }
}

/** The indexer holds each item's current owner, manager and state: they replace what is stored. */
async function upsertItems(trx: Writer, rows: readonly NftItemRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('nft_items')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet((eb) => ({
          owner_address: eb.ref('excluded.owner_address'),
          manager_address: eb.ref('excluded.manager_address'),
          burned: eb.ref('excluded.burned'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_lt: eb.ref('excluded.updated_lt'),
        })),
      )
      .execute();
  }
}
