import { sql, type RawBuilder } from 'kysely';
import type { NftMetadataStatus } from '../nft-schema.js';

/** The metadata columns a collection or an item is read with (null where the fetcher has not read it yet). */
export interface MetadataColumns {
  readonly metadata_status: NftMetadataStatus | null;
  readonly interface_ids: number[] | null;
  readonly standards: string[] | null;
  readonly json: unknown;
  readonly metadata_url: string | null;
  readonly metadata_type: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly preview_url: string | null;
  readonly preview_mime_type: string | null;
  readonly external_url: string | null;
}

/** The select list of the metadata columns of the nft_metadata row aliased `m`. */
export function metadataSelect(): RawBuilder<unknown> {
  return sql`m.status AS metadata_status, m.interface_ids, m.standards, m.json, m.metadata_url, m.metadata_type, m.name, m.description,
    m.preview_url, m.preview_mime_type, m.external_url`;
}

/** Items whose metadata could not be read are left out of lists (spec 001 §2). */
export const READABLE = sql<boolean>`(m.status IS NULL OR m.status <> 'Failed')`;
