import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { rawAddressInput } from '../sql/inputs.js';

/** The url (ID) of the list built from the configured manifests: reserved for it. */
export const SYSTEM_TOKEN_LIST_URL = 'system';

/** Who asks: a signed-in caller's user id and (lower-case) email; neither when signed out. */
export interface TokenListViewer {
  readonly userId?: bigint;
  readonly email?: string;
}

/** A list as a viewer sees it, with its counts and the viewer's roles. */
export interface TokenListRecord {
  readonly id: number;
  readonly url: string;
  readonly name: string;
  readonly description: string;
  readonly asset_logo_url: string | null;
  readonly verified: boolean;
  readonly is_public: boolean;
  readonly is_system: boolean;
  readonly tokens_count: number;
  readonly proposals_count: number;
  readonly updated_at: Date;
  readonly version: number;
  readonly is_owner: boolean;
  readonly is_manager: boolean;
}

export interface TokenListFilter {
  /** A part of the name, any case. */
  readonly name?: string;
  /** Only verified lists. */
  readonly verified?: boolean;
  /** Only the lists the viewer owns or manages. */
  readonly onlyMine?: boolean;
  /** Only the lists that hold this token (a raw root address). */
  readonly holding?: string;
}

export interface TokenListPage {
  readonly limit: number;
  readonly offset: number;
  readonly direction: 'asc' | 'desc';
}

function ownedBy(viewer: TokenListViewer): Expression<SqlBool> {
  return viewer.userId === undefined ? sql<SqlBool>`false` : sql<SqlBool>`token_lists.owner_id = ${viewer.userId}`;
}

function managedBy(viewer: TokenListViewer): Expression<SqlBool> {
  if (viewer.email === undefined) return sql<SqlBool>`false`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM token_list_managers m WHERE m.list_id = token_lists.id AND m.email = ${viewer.email})`;
}

/** A private list exists only for its owner and managers. */
function visibleTo(viewer: TokenListViewer): Expression<SqlBool> {
  return sql<SqlBool>`(token_lists.is_public OR ${ownedBy(viewer)} OR ${managedBy(viewer)})`;
}

function selectLists(db: Kysely<ChainSchema>, viewer: TokenListViewer) {
  return db
    .selectFrom('token_lists')
    .select([
      'token_lists.id',
      'token_lists.url',
      'token_lists.name',
      'token_lists.description',
      'token_lists.asset_logo_url',
      'token_lists.verified',
      'token_lists.is_public',
      'token_lists.updated_at',
      'token_lists.version',
    ])
    .select([
      sql<boolean>`token_lists.owner_id IS NULL`.as('is_system'),
      sql<number>`(SELECT count(*)::int FROM token_list_tokens t WHERE t.list_id = token_lists.id)`.as('tokens_count'),
      sql<number>`(SELECT count(*)::int FROM token_list_proposals p WHERE p.list_id = token_lists.id AND p.status = 'Pending')`.as('proposals_count'),
      sql<boolean>`${ownedBy(viewer)}`.as('is_owner'),
      sql<boolean>`${managedBy(viewer)}`.as('is_manager'),
    ])
    .where(visibleTo(viewer));
}

function filtered(db: Kysely<ChainSchema>, viewer: TokenListViewer, filter: TokenListFilter) {
  let query = selectLists(db, viewer);
  if (filter.name !== undefined && filter.name.trim() !== '') {
    query = query.where(sql<SqlBool>`strpos(lower(token_lists.name), ${filter.name.trim().toLowerCase()}) > 0`);
  }
  if (filter.verified === true) query = query.where('token_lists.verified', '=', true);
  if (filter.onlyMine === true) query = query.where(sql<SqlBool>`(${ownedBy(viewer)} OR ${managedBy(viewer)})`);
  if (filter.holding !== undefined) {
    const root = rawAddressInput('root_address', filter.holding);
    query = query.where(
      sql<SqlBool>`EXISTS (SELECT 1 FROM token_list_tokens held WHERE held.list_id = token_lists.id AND held.root_address = ${root})`,
    );
  }
  return query;
}

/** A list by its id, or undefined when there is none or the viewer may not see it. */
export async function tokenListById(db: Kysely<ChainSchema>, id: number, viewer: TokenListViewer): Promise<TokenListRecord | undefined> {
  return selectLists(db, viewer).where('token_lists.id', '=', id).executeTakeFirst();
}

/** A list by its url (ID, any case), or undefined when there is none or the viewer may not see it. */
export async function tokenListByUrl(db: Kysely<ChainSchema>, url: string, viewer: TokenListViewer): Promise<TokenListRecord | undefined> {
  return selectLists(db, viewer)
    .where(sql<SqlBool>`lower(token_lists.url) = ${url.toLowerCase()}`)
    .executeTakeFirst();
}

/**
 * The lists a viewer may see: the system list first, then by the last update; with `onlyMine`, in the order the
 * viewer gave its lists, then by the last update.
 */
export async function listTokenLists(
  db: Kysely<ChainSchema>,
  viewer: TokenListViewer,
  filter: TokenListFilter,
  page: TokenListPage,
): Promise<TokenListRecord[]> {
  let query = filtered(db, viewer, filter).orderBy(sql`token_lists.owner_id IS NULL`, 'desc');
  if (filter.onlyMine === true && viewer.userId !== undefined) {
    query = query.orderBy(
      sql`(SELECT o.position FROM token_list_user_orders o WHERE o.list_id = token_lists.id AND o.user_id = ${viewer.userId})`,
      (ob) => ob.asc().nullsLast(),
    );
  }
  return query
    .orderBy('token_lists.updated_at', page.direction)
    .orderBy('token_lists.id', page.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTokenLists(db: Kysely<ChainSchema>, viewer: TokenListViewer, filter: TokenListFilter): Promise<number> {
  const row = await db
    .selectFrom(filtered(db, viewer, filter).as('lists'))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
