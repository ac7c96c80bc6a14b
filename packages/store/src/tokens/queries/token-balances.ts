import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { TokenStandardName } from '../token-schema.js';
import { countRows, type CountQuery } from '../../sql/count-query.js';
import { QueryInputError } from '../../sql/errors.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';
import { tokenAmountInput } from './token-inputs.js';
import { decimalText, usdValue } from './token-values.js';
import { optionalRawAddress, rawAddressInput } from '../../sql/inputs.js';

/** A wallet's balance with its token's fields (null while the root is not indexed) and its USD price and value. */
export interface TokenBalanceRecord {
  readonly address: string;
  readonly root_address: string;
  readonly owner_address: string;
  readonly balance: string;
  readonly updated_at: bigint;
  readonly symbol: string | null;
  readonly decimals: number | null;
  readonly standard: TokenStandardName | null;
  readonly usd_price: string | null;
  readonly usd_value: string | null;
}

/** A balance with the rest of its token's fields (GET /root_contract/{root}/address/{owner}). */
export interface TokenWalletRecord extends TokenBalanceRecord {
  readonly name: string | null;
  readonly total_supply: string | null;
}

/** Balances of a root (its holders) or of an owner: at least one of the two. */
export interface TokenBalanceFilter {
  readonly rootAddress?: string;
  readonly ownerAddress?: string;
  readonly amountGe?: string;
  readonly amountLe?: string;
}

interface TokenBalanceConditions {
  readonly root?: string;
  readonly owner?: string;
  readonly amountGe?: string;
  readonly amountLe?: string;
}

function balanceConditions(filter: TokenBalanceFilter): TokenBalanceConditions {
  const conditions = {
    root: optionalRawAddress('rootAddress', filter.rootAddress),
    owner: optionalRawAddress('ownerAddress', filter.ownerAddress),
    amountGe: tokenAmountInput('amountGe', filter.amountGe),
    amountLe: tokenAmountInput('amountLe', filter.amountLe),
  };
  if (conditions.root === undefined && conditions.owner === undefined) throw new QueryInputError('rootAddress', 'is required (or ownerAddress)');
  return conditions;
}

/** Holders hold a positive amount: a wallet emptied by its owner is no balance. */
function whereBalance<O>(query: SelectQueryBuilder<ChainSchema, 'token_wallets', O>, conditions: TokenBalanceConditions) {
  return query
    .where('token_wallets.balance', '>', '0')
    .$if(conditions.root !== undefined, (q) => q.where('token_wallets.root_address', '=', conditions.root!))
    .$if(conditions.owner !== undefined, (q) => q.where('token_wallets.owner_address', '=', conditions.owner!))
    .$if(conditions.amountGe !== undefined, (q) => q.where('token_wallets.balance', '>=', conditions.amountGe!))
    .$if(conditions.amountLe !== undefined, (q) => q.where('token_wallets.balance', '<=', conditions.amountLe!));
}

function selectBalances(db: Kysely<ChainSchema>) {
  return db
    .selectFrom('token_wallets')
    .leftJoin('token_roots', 'token_roots.address', 'token_wallets.root_address')
    .leftJoin('token_prices', 'token_prices.root_address', 'token_wallets.root_address')
    .select([
      'token_wallets.address',
      'token_wallets.root_address',
      'token_wallets.owner_address',
      'token_wallets.balance',
      'token_wallets.updated_at',
      'token_roots.symbol',
      'token_roots.decimals',
      'token_roots.standard',
    ])
    .select(decimalText(sql.ref('token_prices.usd_price')).as('usd_price'))
    .select(usdValue(sql.ref('token_wallets.balance'), sql.ref('token_roots.decimals'), sql.ref('token_prices.usd_price')).as('usd_value'));
}

const BALANCE_ORDER: KeysetOrder<TokenBalanceRecord> = {
  kind: 'token-balances:amount',
  order: 'DESC',
  columns: [
    { expression: sql.ref('token_wallets.balance'), type: 'numeric' },
    { expression: sql.ref('token_wallets.address'), type: 'address' },
  ],
  key: (row) => [row.balance, row.address],
};

/** Balances, largest amount first (then by wallet address), in cursor pages. */
export async function listTokenBalances(db: Kysely<ChainSchema>, filter: TokenBalanceFilter, page: PageRequest): Promise<Page<TokenBalanceRecord>> {
  const query = whereBalance(selectBalances(db), balanceConditions(filter)) as SelectQueryBuilder<ChainSchema, 'token_wallets', TokenBalanceRecord>;
  return fetchPage(query, BALANCE_ORDER, page);
}

export const tokenBalanceCountQuery: CountQuery<ChainSchema, TokenBalanceFilter, TokenBalanceConditions> = {
  scope: 'token-balances',
  normalize: balanceConditions,
  count: (db, conditions) => countRows(whereBalance(db.selectFrom('token_wallets'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};

/** The wallet under a root of an owner (or the wallet of that address itself), even when empty. */
export async function tokenWalletOf(db: Kysely<ChainSchema>, root: string, address: string): Promise<TokenWalletRecord | undefined> {
  const rootAddress = rawAddressInput('rootAddress', root);
  const wanted = rawAddressInput('address', address);
  return selectBalances(db)
    .select(['token_roots.name', 'token_roots.total_supply'])
    .where('token_wallets.root_address', '=', rootAddress)
    .where((eb) => eb.or([eb('token_wallets.owner_address', '=', wanted), eb('token_wallets.address', '=', wanted)]))
    .orderBy(sql`token_wallets.owner_address = ${wanted}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}
