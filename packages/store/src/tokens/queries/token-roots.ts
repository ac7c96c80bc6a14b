import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { inSystemList } from '../../token-lists/system-token-list.js';
import type { TokenStandardName } from '../token-schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { MAX_FILTER_ITEMS, likeLiteral, rawAddressInput } from '../../sql/inputs.js';
import { orderingInput, type Ordering } from '../../sql/ordering.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';
import { decimalText } from './token-values.js';

/** A token root as the token API reads it, with its USD price when the DEX gives one. */
export interface TokenRootRecord {
  readonly address: string;
  readonly standard: TokenStandardName;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly total_supply: string;
  readonly owner_address: string | null;
  readonly created_at: bigint;
  readonly usd_price: string | null;
}

export interface TokenRootFilter {
  /** Case-insensitive part of the symbol or the name. */
  readonly substring?: string;
  readonly standard?: TokenStandardName;
  readonly rootAddresses?: readonly string[];
  /** Only roots of the trusted list: the system token list, built from the configured token manifests (TOKENS.md). */
  readonly trustedOnly?: boolean;
}

export type TokenRootSort = 'createdAt';
const TOKEN_ROOT_SORTS: readonly TokenRootSort[] = ['createdAt'];
const DEFAULT_TOKEN_ROOT_ORDERING: Ordering<TokenRootSort> = { by: 'createdAt', order: 'DESC' };

/** How many roots a symbol search returns. */
export const SYMBOL_SEARCH_LIMIT = 20;
const MAX_SUBSTRING = 64;
const STANDARDS: readonly TokenStandardName[] = ['Tip3', 'Jetton'];

type RootQuery = SelectQueryBuilder<ChainSchema, 'token_roots' | 'token_prices', TokenRootRecord>;

function selectRoots(db: Kysely<ChainSchema>): RootQuery {
  return db
    .selectFrom('token_roots')
    .leftJoin('token_prices', 'token_prices.root_address', 'token_roots.address')
    .select([
      'token_roots.address',
      'token_roots.standard',
      'token_roots.name',
      'token_roots.symbol',
      'token_roots.decimals',
      'token_roots.total_supply',
      'token_roots.owner_address',
      'token_roots.created_at',
    ])
    .select(decimalText(sql.ref('token_prices.usd_price')).as('usd_price'));
}

/** Roots whose symbol or name holds the text, case-insensitively; PostgreSQL text never holds NUL, so such a text matches none. */
function holdingSubstring(query: RootQuery, substring: string): RootQuery {
  if (substring.includes('\u0000')) return query.where(sql<boolean>`false`);
  const pattern = `%${likeLiteral(substring)}%`;
  return query.where(sql<boolean>`(lower(token_roots.symbol) LIKE ${pattern} OR lower(token_roots.name) LIKE ${pattern})`);
}

function substringInput(field: string, text: string): string {
  const trimmed = typeof text === 'string' ? text.trim().toLowerCase() : '';
  if (trimmed.length === 0 || trimmed.length > MAX_SUBSTRING) throw new QueryInputError(field, `expected 1 to ${MAX_SUBSTRING} characters`);
  return trimmed;
}

export async function tokenRootByAddress(db: Kysely<ChainSchema>, address: string): Promise<TokenRootRecord | undefined> {
  return selectRoots(db).where('token_roots.address', '=', rawAddressInput('address', address)).executeTakeFirst();
}

/**
 * Roots whose symbol or name holds the text (case-insensitive): an exact symbol first, then symbols that start
 * with it, then the other matches; roots of a token manifest (the system list) first within each, then by symbol. The symbols that start
 * with the text come from the lower(symbol) index; only when they fill less than a page are the roots scanned for
 * the text anywhere in the symbol or the name (TOKENS.md has the measures).
 */
export async function tokenRootsBySubstring(db: Kysely<ChainSchema>, text: string): Promise<TokenRootRecord[]> {
  const substring = substringInput('substring', text);
  if (substring.includes('\u0000')) return [];
  const prefix = `${likeLiteral(substring)}%`;
  const ranked = (query: RootQuery) =>
    query
      .orderBy(sql`lower(token_roots.symbol) = ${substring}`, 'desc')
      .orderBy(inSystemList('token_roots.address'), 'desc')
      .orderBy('token_roots.symbol')
      .orderBy('token_roots.address')
      .limit(SYMBOL_SEARCH_LIMIT);
  const starting = await ranked(selectRoots(db).where(sql<boolean>`lower(token_roots.symbol) LIKE ${prefix}`)).execute();
  if (starting.length === SYMBOL_SEARCH_LIMIT) return starting;
  const holding = await ranked(holdingSubstring(selectRoots(db), substring).where(sql<boolean>`lower(token_roots.symbol) NOT LIKE ${prefix}`))
    .limit(SYMBOL_SEARCH_LIMIT - starting.length)
    .execute();
  return [...starting, ...holding];
}

function rootConditions(query: RootQuery, filter: TokenRootFilter): RootQuery {
  let filtered = query;
  if (filter.substring !== undefined) filtered = holdingSubstring(filtered, substringInput('substring', filter.substring));
  if (filter.standard !== undefined) {
    if (!STANDARDS.includes(filter.standard)) throw new QueryInputError('tokenStandard', `expected one of ${STANDARDS.join(', ')}`);
    filtered = filtered.where('token_roots.standard', '=', filter.standard);
  }
  if (filter.rootAddresses !== undefined) {
    if (filter.rootAddresses.length === 0 || filter.rootAddresses.length > MAX_FILTER_ITEMS) {
      throw new QueryInputError('rootAddresses', `expected 1 to ${MAX_FILTER_ITEMS} addresses`);
    }
    filtered = filtered.where('token_roots.address', 'in', [...new Set(filter.rootAddresses.map((text) => rawAddressInput('rootAddresses', text)))]);
  }
  if (filter.trustedOnly === true) filtered = filtered.where(inSystemList('token_roots.address'));
  return filtered;
}

/** The tokens page: roots filtered, newest (or oldest) first, in cursor pages. */
export async function listTokenRoots(
  db: Kysely<ChainSchema>,
  filter: TokenRootFilter,
  page: PageRequest,
  ordering: Ordering<TokenRootSort> = DEFAULT_TOKEN_ROOT_ORDERING,
): Promise<Page<TokenRootRecord>> {
  const { order } = orderingInput(ordering, TOKEN_ROOT_SORTS);
  const keyset: KeysetOrder<TokenRootRecord> = {
    kind: 'token-roots:createdAt',
    order,
    columns: [
      { expression: sql.ref('token_roots.created_at'), type: 'bigint' },
      { expression: sql.ref('token_roots.address'), type: 'address' },
    ],
    key: (row) => [String(row.created_at), row.address],
  };
  return fetchPage(rootConditions(selectRoots(db), filter), keyset, page);
}

/** Whether a root is in use: it has a holder (a wallet with a positive amount), and when it was last transacted. */
export interface TokenRootActivity {
  readonly address: string;
  readonly active: boolean;
  readonly last_transaction_time: bigint | null;
}

/** The activity of a root the index knows; undefined for an unknown root. */
export async function tokenRootActivity(db: Kysely<ChainSchema>, root: string): Promise<TokenRootActivity | undefined> {
  const address = rawAddressInput('root', root);
  const row = await db
    .selectFrom('token_roots')
    .select([
      'token_roots.address',
      sql<boolean>`EXISTS (SELECT 1 FROM token_wallets WHERE token_wallets.root_address = token_roots.address AND token_wallets.balance > 0)`.as(
        'active',
      ),
      sql<string | null>`(SELECT max(block_time) FROM token_transactions WHERE token_transactions.root_address = token_roots.address)`.as(
        'last_transaction_time',
      ),
    ])
    .where('token_roots.address', '=', address)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    address: row.address,
    active: row.active,
    last_transaction_time: row.last_transaction_time === null ? null : BigInt(row.last_transaction_time),
  };
}

/** Every root the index knows, by address (the DEX price fetcher asks for their prices). */
export async function tokenRootAddresses(db: Kysely<ChainSchema>): Promise<string[]> {
  const rows = await db.selectFrom('token_roots').select('address').orderBy('address').execute();
  return rows.map((row) => row.address);
}
