import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { AccountStatesTable, AccountsTable } from '../chain-schema.js';
import { accountTuples } from '../../sql/account-tuples.js';
import { plainBytes } from '../../sql/bytes.js';
import { countRows, type CountQuery } from '../../sql/count-query.js';
import { accountRefInput, amountInput, hashInput, integerInput, limitInput, offsetInput, optional, type AccountRef } from '../../sql/inputs.js';
import { orderingInput, type Ordering } from '../../sql/ordering.js';
import { fetchPage, type KeyColumn, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';

export type AccountRecord = Selectable<AccountsTable>;
export type AccountStateRecord = Selectable<AccountStatesTable>;

export interface AccountFilter {
  /** Smallest units, inclusive. */
  readonly balanceGe?: bigint | string;
  readonly balanceLe?: bigint | string;
  /** Unix seconds, inclusive. */
  readonly createdAtGe?: bigint | number;
  readonly createdAtLe?: bigint | number;
  /** Only accounts running this code (64 hex). */
  readonly codeHash?: string;
}

export interface AccountConditions {
  readonly balanceGe?: string;
  readonly balanceLe?: string;
  readonly createdAtGe?: bigint;
  readonly createdAtLe?: bigint;
  readonly codeHash?: string;
}

export type AccountSort = 'createdAt' | 'updatedAt' | 'balance';
export const ACCOUNT_SORTS: readonly AccountSort[] = ['createdAt', 'updatedAt', 'balance'];
const DEFAULT_ACCOUNT_ORDERING: Ordering<AccountSort> = { by: 'balance', order: 'DESC' };

/** The time an account without one sorts at: older than any (the indexes of migration 0006 use it too). */
const UNDATED = -1;

const SORT_COLUMNS: Record<AccountSort, KeyColumn> = {
  balance: { expression: sql.ref('accounts.balance'), type: 'numeric' },
  createdAt: { expression: sql`coalesce(accounts.created_at, ${sql.lit(UNDATED)})`, type: 'bigint' },
  updatedAt: { expression: sql`coalesce(accounts.updated_at, ${sql.lit(UNDATED)})`, type: 'bigint' },
};

const SORT_VALUE: Record<AccountSort, (row: AccountRecord) => string> = {
  balance: (row) => row.balance,
  createdAt: (row) => String(row.created_at ?? UNDATED),
  updatedAt: (row) => String(row.updated_at ?? UNDATED),
};

export async function accountByAddress(db: Kysely<ChainSchema>, account: AccountRef): Promise<AccountRecord | undefined> {
  const { workchain, address } = accountRefInput('id', account);
  return db.selectFrom('accounts').selectAll().where('workchain', '=', workchain).where('address', '=', address).executeTakeFirst();
}

/** The code hashes of the accounts among `accounts` the index knows with code, keyed `workchain:address`. */
export async function accountCodeHashes(db: Kysely<ChainSchema>, accounts: readonly AccountRef[]): Promise<Map<string, string>> {
  const refs = accounts.map((account) => accountRefInput('accounts', account));
  if (refs.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['workchain', 'address', 'code_hash'])
    .where(sql<boolean>`(workchain, address) IN (${accountTuples(refs)})`)
    .where('code_hash', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [`${row.workchain}:${row.address}`, row.code_hash!]));
}

/** The latest full state a state source gave for the account. */
export async function accountState(db: Kysely<ChainSchema>, account: AccountRef): Promise<AccountStateRecord | undefined> {
  const { workchain, address } = accountRefInput('id', account);
  const row = await db.selectFrom('account_states').selectAll().where('workchain', '=', workchain).where('address', '=', address).executeTakeFirst();
  return row && { ...row, boc: plainBytes(row.boc) };
}

export const accountCountQuery: CountQuery<ChainSchema, AccountFilter, AccountConditions> = {
  scope: 'accounts',
  normalize: accountConditions,
  count: (db, conditions) => countRows(whereAccount(db.selectFrom('accounts'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};

export async function countAccounts(db: Kysely<ChainSchema>, filter: AccountFilter): Promise<bigint> {
  return accountCountQuery.count(db, accountConditions(filter));
}

/**
 * Accounts in the chosen order (accounts without a creation or update time sort as the oldest: last when newest first).
 * Accounts change while a walk goes on, so a walk sees each account at its place when that page was read.
 */
export async function listAccounts(
  db: Kysely<ChainSchema>,
  filter: AccountFilter,
  page: PageRequest,
  ordering: Ordering<AccountSort> = DEFAULT_ACCOUNT_ORDERING,
): Promise<Page<AccountRecord>> {
  const { by, order } = orderingInput(ordering, ACCOUNT_SORTS);
  const conditions = accountConditions(filter);
  const query = whereAccount(db.selectFrom('accounts'), conditions).selectAll();
  const keyset: KeysetOrder<AccountRecord> = {
    kind: `accounts:${by}`,
    order,
    columns: [
      SORT_COLUMNS[by],
      { expression: sql.ref('accounts.workchain'), type: 'integer' },
      { expression: sql.ref('accounts.address'), type: 'text' },
    ],
    key: (row) => [SORT_VALUE[by](row), String(row.workchain), row.address],
  };
  return fetchPage(query, keyset, { ...page, filters: { ...conditions, order } });
}

/** Accounts running one code, in address order, paged by offset (as the spec's call allows). */
export async function accountsByCodeHash(
  db: Kysely<ChainSchema>,
  codeHash: string,
  page: { readonly limit: number; readonly offset?: number },
): Promise<AccountRecord[]> {
  const offset = offsetInput(page.offset);
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('code_hash', '=', hashInput('codeHash', codeHash))
    .orderBy('workchain')
    .orderBy('address')
    .limit(limitInput(page.limit))
    .offset(offset)
    .execute();
}

function accountConditions(filter: AccountFilter): AccountConditions {
  return {
    balanceGe: optional(filter.balanceGe, (value) => amountInput('balanceGe', value)),
    balanceLe: optional(filter.balanceLe, (value) => amountInput('balanceLe', value)),
    createdAtGe: optional(filter.createdAtGe, (value) => integerInput('createdAtGe', value)),
    createdAtLe: optional(filter.createdAtLe, (value) => integerInput('createdAtLe', value)),
    codeHash: optional(filter.codeHash, (hash) => hashInput('codeHash', hash)),
  };
}

function whereAccount<O>(
  query: SelectQueryBuilder<ChainSchema, 'accounts', O>,
  c: AccountConditions,
): SelectQueryBuilder<ChainSchema, 'accounts', O> {
  return query
    .$if(c.balanceGe !== undefined, (q) => q.where(sql<boolean>`accounts.balance >= ${c.balanceGe!}::numeric`))
    .$if(c.balanceLe !== undefined, (q) => q.where(sql<boolean>`accounts.balance <= ${c.balanceLe!}::numeric`))
    .$if(c.createdAtGe !== undefined, (q) => q.where('accounts.created_at', '>=', c.createdAtGe!))
    .$if(c.createdAtLe !== undefined, (q) => q.where('accounts.created_at', '<=', c.createdAtLe!))
    .$if(c.codeHash !== undefined, (q) => q.where('accounts.code_hash', '=', c.codeHash!));
}
