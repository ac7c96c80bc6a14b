import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { ACTION_TYPE_NAMES, type ActionTypeName } from '../action-types.js';
import type { ActionsTable } from '../chain-schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { enumListInput, hashInput, MAX_FILTER_ITEMS, rawAddressInput } from '../../sql/inputs.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';

/** An action with where it sits: its transaction (and place among that transaction's actions), trace, logical time and time. */
export type ActionRecord = Pick<Selectable<ActionsTable>, 'transaction_hash' | 'position' | 'trace_id' | 'lt' | 'block_time' | 'action'>;

const ACTION_COLUMNS = [
  'actions.transaction_hash',
  'actions.position',
  'actions.trace_id',
  'actions.lt',
  'actions.block_time',
  'actions.action',
] as const;

/** The actions of a transaction, in order; none for a transaction without any (or not indexed). */
export async function transactionActions(db: Kysely<ChainSchema>, transactionHash: string): Promise<ActionRecord[]> {
  const hash = hashInput('transactionHash', transactionHash);
  return db.selectFrom('actions').select(ACTION_COLUMNS).where('actions.transaction_hash', '=', hash).orderBy('actions.position').execute();
}

/** The actions of each of the given transactions (at most 100), keyed by transaction hash: what a list page shows beside each row. */
export async function actionsOfTransactions(db: Kysely<ChainSchema>, transactionHashes: readonly string[]): Promise<Map<string, ActionRecord[]>> {
  if (transactionHashes.length > MAX_FILTER_ITEMS) throw new QueryInputError('transactionHashes', `at most ${MAX_FILTER_ITEMS} hashes`);
  const hashes = [...new Set(transactionHashes.map((hash) => hashInput('transactionHashes', hash)))];
  const byTransaction = new Map<string, ActionRecord[]>(hashes.map((hash) => [hash, []]));
  if (hashes.length === 0) return byTransaction;
  const rows = await db
    .selectFrom('actions')
    .select(ACTION_COLUMNS)
    .where('actions.transaction_hash', 'in', hashes)
    .orderBy('actions.transaction_hash')
    .orderBy('actions.position')
    .execute();
  for (const row of rows) byTransaction.get(row.transaction_hash)?.push(row);
  return byTransaction;
}

export interface AccountActionFilter {
  /** Raw `wc:hex`. */
  readonly account: string;
  /** Only actions of these types (at most 100). */
  readonly types?: readonly ActionTypeName[];
}

const ACCOUNT_ACTION_ORDER: KeysetOrder<ActionRecord> = {
  kind: 'account-actions:time',
  order: 'DESC',
  columns: [
    { expression: sql.ref('action_accounts.block_time'), type: 'bigint' },
    { expression: sql.ref('action_accounts.lt'), type: 'bigint' },
    { expression: sql.ref('action_accounts.transaction_hash'), type: 'text' },
    { expression: sql.ref('action_accounts.position'), type: 'integer' },
  ],
  key: (row) => [String(row.block_time), String(row.lt), row.transaction_hash, String(row.position)],
};

/** The actions that name an account (as sender, receiver, owner, wallet, contract…), newest first, in cursor pages. */
export async function listAccountActions(db: Kysely<ChainSchema>, filter: AccountActionFilter, page: PageRequest): Promise<Page<ActionRecord>> {
  const account = rawAddressInput('account', filter.account);
  const types = enumListInput('types', filter.types, ACTION_TYPE_NAMES);
  const query = db
    .selectFrom('action_accounts')
    .innerJoin('actions', (join) =>
      join.onRef('actions.transaction_hash', '=', 'action_accounts.transaction_hash').onRef('actions.position', '=', 'action_accounts.position'),
    )
    .select(ACTION_COLUMNS)
    .where('action_accounts.account', '=', account)
    .$if(types !== undefined, (q) => q.where('action_accounts.type', 'in', types!));
  return fetchPage(query, ACCOUNT_ACTION_ORDER, page);
}
