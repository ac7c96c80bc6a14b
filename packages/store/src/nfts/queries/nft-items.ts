import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { decodeCursor, encodeCursor, type CursorValue, type KeyShape } from '../../sql/cursor.js';
import { QueryInputError } from '../../sql/errors.js';
import { limitInput, optionalRawAddress, rawAddressInput } from '../../sql/inputs.js';
import type { Page, PageRequest } from '../../sql/paging.js';
import { metadataSelect, READABLE, type MetadataColumns } from './nft-metadata-columns.js';

/** An NFT as the NFT API reads it: its state from the chain, its metadata as the fetcher read it. */
export interface NftItemRecord extends MetadataColumns {
  readonly address: string;
  readonly collection_address: string;
  readonly collection_name: string | null;
  readonly nft_id: string;
  readonly owner_address: string;
  readonly manager_address: string;
  readonly burned: boolean;
  readonly created_at: string;
  readonly created_lt: string;
  readonly updated_at: string;
  /** A standard-6 multi-token's NFT: the multi-token's supply; null for any other NFT. */
  readonly multi_token_supply: string | null;
}

export interface NftItemFilter {
  readonly collectionAddress?: string;
  readonly ownerAddress?: string;
  readonly managerAddress?: string;
  readonly includeBurned?: boolean;
}

const UINT256_DIGITS = /^[0-9]{1,78}$/;
const UINT256_MAX = (1n << 256n) - 1n;

function selectItems(conditions: RawBuilder<boolean>[]): RawBuilder<NftItemRecord> {
  const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  return sql<NftItemRecord>`
    SELECT i.address, i.collection_address, cm.name AS collection_name, i.nft_id::text, i.owner_address, i.manager_address, i.burned,
      i.created_at::text, i.created_lt::text, i.updated_at::text, mt.supply::text AS multi_token_supply, ${metadataSelect()}
    FROM nft_items i LEFT JOIN nft_metadata m ON m.address = i.address LEFT JOIN nft_metadata cm ON cm.address = i.collection_address
      LEFT JOIN multi_tokens mt ON mt.collection_address = i.collection_address AND mt.token_id = i.nft_id AND mt.nft_address = i.address
    ${where}`;
}

/** One NFT by address, burned or not, whatever its metadata. */
export async function nftItemByAddress(db: Kysely<ChainSchema>, address: string): Promise<NftItemRecord | undefined> {
  return (await selectItems([sql<boolean>`i.address = ${rawAddressInput('address', address)}`]).execute(db)).rows[0];
}

/** One NFT by its collection and id. */
export async function nftItemById(db: Kysely<ChainSchema>, collection: string, id: string): Promise<NftItemRecord | undefined> {
  const conditions = [
    sql<boolean>`i.collection_address = ${rawAddressInput('collectionAddress', collection)}`,
    sql<boolean>`i.nft_id = ${nftIdInput('id', id)}::numeric`,
  ];
  return (await selectItems(conditions).execute(db)).rows[0];
}

function nftIdInput(field: string, text: string): string {
  if (typeof text !== 'string' || !UINT256_DIGITS.test(text) || BigInt(text) > UINT256_MAX)
    throw new QueryInputError(field, 'expected a 256-bit unsigned number');
  return BigInt(text).toString();
}

function conditionsOf(filter: NftItemFilter): RawBuilder<boolean>[] {
  const collection = optionalRawAddress('collectionAddress', filter.collectionAddress);
  const owner = optionalRawAddress('ownerAddress', filter.ownerAddress);
  const manager = optionalRawAddress('managerAddress', filter.managerAddress);
  if (collection === undefined && owner === undefined && manager === undefined) {
    throw new QueryInputError('collectionAddress', 'is required (or ownerAddress, or managerAddress)');
  }
  const conditions = [READABLE];
  if (collection !== undefined) conditions.push(sql<boolean>`i.collection_address = ${collection}`);
  if (owner !== undefined) conditions.push(ownedBy(owner));
  if (manager !== undefined) conditions.push(sql<boolean>`i.manager_address = ${manager}`);
  if (filter.includeBurned !== true) conditions.push(sql<boolean>`NOT i.burned`);
  return conditions;
}

/**
 * The NFTs an owner holds by the TIP-4.3 Index contracts live for them (an NFT deploys them for its owner and destroys
 * them as it changes hands or burns), each naming the NFT and its collection; an NFT that never deployed an Index (its
 * collection is no TIP-4.3 one) is the owner's by its own events.
 */
function ownedBy(owner: string): RawBuilder<boolean> {
  return sql<boolean>`(i.address, i.collection_address) IN (
    SELECT x.nft_address, x.collection_address FROM nft_indexes x
    WHERE x.kind = 'Index' AND x.live AND x.owner_address = ${owner} AND NOT x.in_collection
    UNION ALL
    SELECT o.address, o.collection_address FROM nft_items o
    WHERE o.owner_address = ${owner} AND NOT EXISTS (SELECT 1 FROM nft_indexes y WHERE y.kind = 'Index' AND y.nft_address = o.address))`;
}

interface ItemOrder {
  readonly kind: string;
  readonly ascending: boolean;
  readonly columns: readonly string[];
  readonly shapes: readonly KeyShape[];
  key(row: NftItemRecord): CursorValue[];
}

/** Within a collection by id; otherwise newest first. */
function orderOf(filter: NftItemFilter): ItemOrder {
  if (filter.collectionAddress !== undefined) {
    return {
      kind: 'nft-items:id',
      ascending: true,
      columns: ['i.nft_id', 'i.address'],
      shapes: [{ type: 'numeric' }, { type: 'address' }],
      key: (row) => [row.nft_id, row.address],
    };
  }
  return {
    kind: 'nft-items:created',
    ascending: false,
    columns: ['i.created_lt', 'i.address'],
    shapes: [{ type: 'bigint' }, { type: 'address' }],
    key: (row) => [row.created_lt, row.address],
  };
}

/** NFTs of a collection, an owner or a manager, in cursor pages; those whose metadata cannot be read are left out. */
export async function listNftItems(db: Kysely<ChainSchema>, filter: NftItemFilter, page: PageRequest): Promise<Page<NftItemRecord>> {
  const limit = limitInput(page.limit);
  const backward = page.direction === 'Prev';
  const order = orderOf(filter);
  const cursor = page.cursor ? decodeCursor(page.cursor, order.kind, order.shapes) : null;
  if (backward && !cursor) throw new QueryInputError('direction', 'Prev needs a cursor');
  const conditions = conditionsOf(filter);
  const forward = order.ascending !== backward;
  if (cursor) {
    const casts = order.shapes.map((shape, index) => sql`${cursor.values[index]}::${sql.raw(shape.type === 'address' ? 'text' : shape.type)}`);
    conditions.push(sql<boolean>`(${sql.raw(order.columns.join(', '))}) ${sql.raw(forward ? '>' : '<')} (${sql.join(casts)})`);
  }
  const direction = forward ? 'ASC' : 'DESC';
  const orderBy = sql.raw(order.columns.map((column) => `${column} ${direction}`).join(', '));
  const rows = (await sql<NftItemRecord>`${selectItems(conditions)} ORDER BY ${orderBy} LIMIT ${limit + 1}`.execute(db)).rows;
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  if (backward) items.reverse();
  const at = (row: NftItemRecord | undefined) => (row ? encodeCursor({ kind: order.kind, snapshot: null, values: order.key(row) }) : null);
  const first = at(items[0]) ?? page.cursor ?? null;
  const last = at(items.at(-1)) ?? page.cursor ?? null;
  if (backward) return { items, nextCursor: last, prevCursor: more ? first : null };
  return { items, nextCursor: more ? last : null, prevCursor: cursor ? first : null };
}

export async function countNftItems(db: Kysely<ChainSchema>, filter: NftItemFilter): Promise<number> {
  const result = await sql<{ count: string }>`SELECT count(*)::text AS count FROM (${selectItems(conditionsOf(filter))}) AS listed`.execute(db);
  return Number(result.rows[0]!.count);
}
