import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { NftItemsTable } from './nft-schema.js';

export type StoredNftItem = Selectable<NftItemsTable>;

/** What a stored NFT is now: its collection, id, owner and manager, and whether it is burned. */
export interface StoredNftFacts {
  readonly address: string;
  readonly collection: string;
  readonly id: bigint;
  readonly owner: string;
  readonly manager: string;
  readonly burned: boolean;
}

export function storedNftFacts(row: StoredNftItem): StoredNftFacts {
  return {
    address: row.address,
    collection: row.collection_address,
    id: BigInt(row.nft_id),
    owner: row.owner_address,
    manager: row.manager_address,
    burned: row.burned,
  };
}

/** The stored rows of the given NFTs (those that exist). */
export async function loadNftItems(db: Kysely<ChainSchema>, addresses: readonly string[]): Promise<StoredNftItem[]> {
  if (addresses.length === 0) return [];
  return db
    .selectFrom('nft_items')
    .selectAll()
    .where(sql<boolean>`address = ANY(${`{${addresses.join(',')}}`}::text[])`)
    .execute();
}
