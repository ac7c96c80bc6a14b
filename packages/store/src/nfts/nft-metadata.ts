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
  readonly interfaceIds: number[];
  /** Where the collection or NFT stands in the walk over those never read: when it was met (a logical time), then address. */
  readonly walkKey: WalkKey;
}

/** A place in the walk over collections and NFTs never read, in the order they were met. */
export interface WalkKey {
  readonly lt: bigint;
  readonly address: string;
}

/** Where the walk over collections and NFTs never read stands: past these. */
export interface MetadataWalk {
  readonly collections: WalkKey;
  readonly items: WalkKey;
}

export const WALK_START: WalkKey = { lt: -1n, address: '' };

interface DueRow {
  address: string;
  kind: 'Collection' | 'Nft';
  collection: string | null;
  attempts: number;
  interface_ids: number[] | null;
  created_lt: string;
}

/**
 * Up to `limit` collections and NFTs whose metadata is due: Pending ones whose next try has come (from the partial
 * index), then collections and NFTs never read met after the walk's marks, in the order they were met (from the
 * created_lt indexes), so a round never scans what is already read. Burned NFTs are not read (their accounts are gone).
 */
export async function dueNftMetadata(db: Kysely<ChainSchema>, limit: number, now: Date, walk: MetadataWalk): Promise<DueMetadata[]> {
  const retries = await sql<DueRow>`
    SELECT m.address, m.kind, i.collection_address AS collection, m.attempts, m.interface_ids,
      coalesce(c.created_lt, i.created_lt, 0)::text AS created_lt
    FROM nft_metadata m LEFT JOIN nft_items i ON i.address = m.address LEFT JOIN nft_collections c ON c.address = m.address
    WHERE m.status = 'Pending' AND m.next_attempt_at <= ${now} AND (i.address IS NULL OR NOT i.burned)
    ORDER BY m.next_attempt_at LIMIT ${limit}`.execute(db);
  const collections = await sql<DueRow>`
    SELECT c.address, 'Collection' AS kind, NULL::text AS collection, 0 AS attempts, NULL::jsonb AS interface_ids, c.created_lt::text AS created_lt
    FROM nft_collections c
    WHERE (c.created_lt, c.address) > (${walk.collections.lt}::bigint, ${walk.collections.address}::text)
      AND NOT EXISTS (SELECT 1 FROM nft_metadata m WHERE m.address = c.address)
    ORDER BY c.created_lt, c.address LIMIT ${limit}`.execute(db);
  const items = await sql<DueRow>`
    SELECT i.address, 'Nft' AS kind, i.collection_address AS collection, 0 AS attempts, NULL::jsonb AS interface_ids, i.created_lt::text AS created_lt
    FROM nft_items i
    WHERE (i.created_lt, i.address) > (${walk.items.lt}::bigint, ${walk.items.address}::text)
      AND NOT i.burned AND NOT EXISTS (SELECT 1 FROM nft_metadata m WHERE m.address = i.address)
    ORDER BY i.created_lt, i.address LIMIT ${limit}`.execute(db);
  return [...retries.rows, ...collections.rows, ...items.rows].slice(0, limit).map((row) => ({
    address: row.address,
    kind: row.kind,
    collection: row.collection,
    attempts: Number(row.attempts),
    interfaceIds: row.interface_ids ?? [],
    walkKey: { lt: BigInt(row.created_lt), address: row.address },
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
