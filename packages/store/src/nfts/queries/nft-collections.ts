import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { decodeCursor, encodeCursor } from '../../sql/cursor.js';
import { limitInput, likeLiteral, optionalRawAddress, rawAddressInput } from '../../sql/inputs.js';
import type { Page, PageRequest } from '../../sql/paging.js';
import { metadataSelect, READABLE, type MetadataColumns } from './nft-metadata-columns.js';

/** A collection as the NFT API reads it: its counts from the chain, the rest as the metadata fetcher read it. */
export interface NftCollectionRecord extends MetadataColumns {
  readonly address: string;
  readonly minted_count: string;
  readonly burned_count: string;
  /** Items alive whose metadata can be read. */
  readonly items_count: string;
  readonly created_at: string;
  readonly owner_address: string | null;
  readonly nft_code_hash: string | null;
}

export interface NftCollectionFilter {
  readonly substring?: string;
  readonly standard?: string;
  readonly ownerAddress?: string;
}

const MAX_SUBSTRING = 64;
const NFT_STANDARDS: readonly string[] = ['TIP-4.1', 'TIP-4.2', 'TIP-4.2.2', 'TIP-4.3', 'VEP-1155'];
const CURSOR_KIND = 'nft-collections:createdAt';

function selectCollections(conditions: RawBuilder<boolean>[]): RawBuilder<NftCollectionRecord> {
  const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  return sql<NftCollectionRecord>`
    SELECT c.address, c.minted_count::text, c.burned_count::text, c.created_at::text,
      (SELECT count(*) FROM nft_items i LEFT JOIN nft_metadata m ON m.address = i.address
        WHERE i.collection_address = c.address AND NOT i.burned AND ${READABLE})::text AS items_count,
      m.owner_address, m.nft_code_hash, ${metadataSelect()}
    FROM nft_collections c LEFT JOIN nft_metadata m ON m.address = c.address
    ${where}`;
}

function conditionsOf(filter: NftCollectionFilter): RawBuilder<boolean>[] {
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.substring !== undefined) {
    const text = filter.substring.trim().toLowerCase();
    if (text.length === 0 || text.length > MAX_SUBSTRING) throw new QueryInputError('substring', `expected 1 to ${MAX_SUBSTRING} characters`);
    conditions.push(text.includes('\u0000') ? sql<boolean>`false` : sql<boolean>`lower(m.name) LIKE ${`%${likeLiteral(text)}%`}`);
  }
  if (filter.standard !== undefined) {
    if (!NFT_STANDARDS.includes(filter.standard)) throw new QueryInputError('standard', `expected one of ${NFT_STANDARDS.join(', ')}`);
    conditions.push(sql<boolean>`m.standards @> ${JSON.stringify([filter.standard])}::jsonb`);
  }
  const owner = optionalRawAddress('ownerAddress', filter.ownerAddress);
  if (owner !== undefined) conditions.push(sql<boolean>`m.owner_address = ${owner}`);
  return conditions;
}

export async function nftCollectionByAddress(db: Kysely<ChainSchema>, address: string): Promise<NftCollectionRecord | undefined> {
  const result = await selectCollections([sql<boolean>`c.address = ${rawAddressInput('address', address)}`]).execute(db);
  return result.rows[0];
}

/** The collections page: newest first (by the block time they were met, then address), in cursor pages. */
export async function listNftCollections(
  db: Kysely<ChainSchema>,
  filter: NftCollectionFilter,
  page: PageRequest,
): Promise<Page<NftCollectionRecord>> {
  const limit = limitInput(page.limit);
  const backward = page.direction === 'Prev';
  const cursor = page.cursor ? decodeCursor(page.cursor, CURSOR_KIND, [{ type: 'bigint' }, { type: 'address' }]) : null;
  if (backward && !cursor) throw new QueryInputError('direction', 'Prev needs a cursor');
  const conditions = conditionsOf(filter);
  if (cursor)
    conditions.push(
      sql<boolean>`(c.created_at, c.address) ${sql.raw(backward ? '>' : '<')} (${cursor.values[0]}::bigint, ${cursor.values[1]}::text)`,
    );
  const direction = sql.raw(backward ? 'ASC' : 'DESC');
  const result =
    await sql<NftCollectionRecord>`${selectCollections(conditions)} ORDER BY c.created_at ${direction}, c.address ${direction} LIMIT ${limit + 1}`.execute(
      db,
    );
  const rows = result.rows;
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  if (backward) items.reverse();
  const at = (row: NftCollectionRecord | undefined) =>
    row ? encodeCursor({ kind: CURSOR_KIND, snapshot: null, values: [row.created_at, row.address] }) : null;
  const first = at(items[0]) ?? page.cursor ?? null;
  const last = at(items.at(-1)) ?? page.cursor ?? null;
  if (backward) return { items, nextCursor: last, prevCursor: more ? first : null };
  return { items, nextCursor: more ? last : null, prevCursor: cursor ? first : null };
}

export async function countNftCollections(db: Kysely<ChainSchema>, filter: NftCollectionFilter): Promise<number> {
  const result = await sql<{ count: string }>`SELECT count(*)::text AS count FROM (${selectCollections(conditionsOf(filter))}) AS listed`.execute(db);
  return Number(result.rows[0]!.count);
}

/** collections.csv: every collection under the filters, newest first, at most `limit`. */
export async function exportNftCollections(db: Kysely<ChainSchema>, filter: NftCollectionFilter, limit: number): Promise<NftCollectionRecord[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new QueryInputError('limit', 'expected 1 to 10000');
  const result =
    await sql<NftCollectionRecord>`${selectCollections(conditionsOf(filter))} ORDER BY c.created_at DESC, c.address DESC LIMIT ${limit}`.execute(db);
  return result.rows;
}
