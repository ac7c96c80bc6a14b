import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { NftItemsTable } from './nft-schema.js';

export type StoredNftItem = Selectable<NftItemsTable>;

/** The stored rows of the given NFTs (those that exist). */
export async function loadNftItems(db: Kysely<ChainSchema>, addresses: readonly string[]): Promise<StoredNftItem[]> {
  if (addresses.length === 0) return [];
  return db
    .selectFrom('nft_items')
    .selectAll()
    .where(sql<boolean>`address = ANY(${`{${addresses.join(',')}}`}::text[])`)
    .execute();
}
