import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { NftMetadataTable } from './nft-schema.js';

export type NftMetadataRow = Insertable<NftMetadataTable>;
export type StoredNftMetadata = Selectable<NftMetadataTable>;

/** A collection or an NFT whose metadata is to be read: never read yet, or Pending and due. */
export interface DueMetadata {
  readonly address: string;
  readonly kind: 'Collection' | 'Nft';
  /** An NFT's collection (null for a collection). */
  readonly collection: string | null;
  readonly attempts: number;
  /** The URL read before, when the getters gave one and only the fetch is to be tried again. */
  readonly metadataUrl: string | null;
  readonly interfaceIds: number[];
}

/**
 * Up to `limit` collections and NFTs whose metadata is due: collections first, those never read, then Pending ones
 * whose next attempt has come. Burned NFTs are not read (their accounts are gone).
 */
export async function dueNftMetadata(db: Kysely<ChainSchema>, limit: number, now: Date): Promise<DueMetadata[]> {
  const result = await sql<{
    address: string;
    kind: 'Collection' | 'Nft';
    collection: string | null;
    attempts: number;
    metadata_url: string | null;
    interface_ids: number[] | null;
  }>`
    (SELECT c.address, 'Collection' AS kind, NULL::text AS collection, coalesce(m.attempts, 0) AS attempts, m.metadata_url, m.interface_ids
       FROM nft_collections c LEFT JOIN nft_metadata m ON m.address = c.address
      WHERE m.address IS NULL OR (m.status = 'Pending' AND m.next_attempt_at <= ${now})
      ORDER BY c.created_lt LIMIT ${limit})
    UNION ALL
    (SELECT i.address, 'Nft' AS kind, i.collection_address AS collection, coalesce(m.attempts, 0) AS attempts, m.metadata_url, m.interface_ids
       FROM nft_items i LEFT JOIN nft_metadata m ON m.address = i.address
      WHERE NOT i.burned AND (m.address IS NULL OR (m.status = 'Pending' AND m.next_attempt_at <= ${now}))
      ORDER BY i.created_lt LIMIT ${limit})
    LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({
    address: row.address,
    kind: row.kind,
    collection: row.collection,
    attempts: Number(row.attempts),
    metadataUrl: row.metadata_url,
    interfaceIds: row.interface_ids ?? [],
  }));
}

/** Records what was read of a collection's or an NFT's metadata, replacing the earlier reading. */
export async function saveNftMetadata(db: Kysely<ChainSchema>, row: NftMetadataRow): Promise<void> {
  const { address: _address, ...values } = row;
  await db
    .insertInto('nft_metadata')
    .values(row)
    .onConflict((oc) => oc.column('address').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function nftMetadataOf(db: Kysely<ChainSchema>, address: string): Promise<StoredNftMetadata | undefined> {
  return db.selectFrom('nft_metadata').selectAll().where('address', '=', address).executeTakeFirst();
}
