import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import type { KeyType } from '../../sql/cursor.js';
import type { KeysetOrder, SortOrder } from '../../sql/paging.js';
import { inSystemList } from '../../token-lists/system-token-list.js';
import { usdAmount } from './token-values.js';

/** How the tokens page can be ordered: by when a root was met, the market order, or any of its columns. */
export const TOKEN_ROOT_SORTS = [
  'createdAt',
  'market',
  'holders',
  'transfers24h',
  'volume24h',
  'price',
  'marketValue',
  'name',
  'symbol',
  'standard',
] as const;
export type TokenRootSort = (typeof TOKEN_ROOT_SORTS)[number];

/** A root's market value: its USD price × its total supply in whole tokens, to 6 decimals; null without a price. */
export const MARKET_VALUE = usdAmount(sql.ref('token_roots.total_supply'), sql.ref('token_roots.decimals'), sql.ref('token_prices.usd_price'));

const HOLDERS = sql`coalesce(token_root_stats.holders, 0)`;
const TRANSFERS = sql`coalesce(token_root_stats.transfers_24h, 0)`;
/** The 24-hour volume in whole tokens, so that roots of different decimals compare. */
const VOLUME = sql`coalesce(token_root_stats.volume_24h, 0) / power(10::numeric, token_roots.decimals)`;
const IN_SYSTEM_LIST = sql`CASE WHEN ${inSystemList('token_roots.address')} THEN 1 ELSE 0 END`;

/** A value that a root without a price takes in a sort key: below every price going down, above every price going up. */
function unpriced(order: SortOrder): RawBuilder<unknown> {
  return order === 'DESC' ? sql`-1` : sql`1e40`;
}

interface SortColumn {
  readonly expression: RawBuilder<unknown>;
  readonly type: KeyType;
}

function sortColumns(by: TokenRootSort, order: SortOrder): SortColumn[] {
  const priced = (value: RawBuilder<unknown>): SortColumn => ({ expression: sql`coalesce(${value}, ${unpriced(order)})`, type: 'decimal' });
  const label = (column: string): SortColumn => ({ expression: sql`lower(left(${sql.ref(column)}, 64))`, type: 'label' });
  switch (by) {
    case 'createdAt':
      return [{ expression: sql.ref('token_roots.created_at'), type: 'bigint' }];
    case 'market':
      return [{ expression: IN_SYSTEM_LIST, type: 'integer' }, priced(MARKET_VALUE), { expression: HOLDERS, type: 'bigint' }];
    case 'holders':
      return [{ expression: HOLDERS, type: 'bigint' }];
    case 'transfers24h':
      return [{ expression: TRANSFERS, type: 'bigint' }];
    case 'volume24h':
      return [{ expression: VOLUME, type: 'decimal' }];
    case 'price':
      return [priced(sql.ref('token_prices.usd_price'))];
    case 'marketValue':
      return [priced(MARKET_VALUE)];
    case 'name':
      return [label('token_roots.name')];
    case 'symbol':
      return [label('token_roots.symbol')];
    case 'standard':
      return [{ expression: sql.ref('token_roots.standard'), type: 'label' }];
  }
}

/** The columns that bring a page's rows' sort key values along (as text), from which their cursors are written. */
const SORT_KEY_COLUMNS = ['sort_key_0', 'sort_key_1', 'sort_key_2'] as const;
type SortKeyColumn = (typeof SORT_KEY_COLUMNS)[number];
type SortKeys = Partial<Record<SortKeyColumn, string>>;

/** A keyset order of the roots: its sort columns then the address; `select` brings each row's key values along. */
export interface TokenRootOrder<Row> extends KeysetOrder<Row> {
  readonly select: AliasedRawBuilder<string, SortKeyColumn>[];
}

export function tokenRootOrder<Row extends { readonly address: string }>(by: TokenRootSort, order: SortOrder): TokenRootOrder<Row> {
  const columns = sortColumns(by, order);
  const names = SORT_KEY_COLUMNS.slice(0, columns.length);
  return {
    kind: by === 'createdAt' ? 'token-roots:createdAt' : `token-roots:${by}:${order}`,
    order,
    columns: [...columns, { expression: sql.ref('token_roots.address'), type: 'address' }],
    key: (row) => [...names.map((name) => (row as Row & SortKeys)[name] ?? null), row.address],
    select: columns.map((column, index) => keyText(column).as(names[index]!)),
  };
}

function keyText({ expression, type }: SortColumn): RawBuilder<string> {
  return type === 'decimal' ? sql<string>`trim_scale(${expression})::text` : sql<string>`(${expression})::text`;
}

/** A row without the sort key it was paged by. */
export function withoutSortKey<Row>(row: Row): Row {
  const { sort_key_0: _0, sort_key_1: _1, sort_key_2: _2, ...rest } = row as Row & SortKeys;
  return rest as Row;
}
