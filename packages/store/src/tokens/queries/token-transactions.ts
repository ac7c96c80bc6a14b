import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { inSystemList } from '../../token-lists/system-token-list.js';
import type { TokenStandardName, TokenTransactionKind } from '../token-schema.js';
import { countRows, type CountQuery } from '../../sql/count-query.js';
import { QueryInputError } from '../../sql/errors.js';
import { hashInput, integerInput, MAX_FILTER_ITEMS, optionalRawAddress } from '../../sql/inputs.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';
import { tokenAmountInput, tokenKindsInput } from './token-inputs.js';

/** A token operation with its token's symbol and decimals (null while the root is not indexed). */
export interface TokenTransactionRecord {
  readonly transaction_hash: string;
  readonly position: number;
  readonly message_hash: string;
  readonly kind: TokenTransactionKind;
  readonly standard: TokenStandardName;
  readonly root_address: string;
  readonly wallet_address: string;
  readonly owner_address: string;
  readonly sender_owner: string | null;
  readonly sender_wallet: string | null;
  readonly receiver_owner: string | null;
  readonly receiver_wallet: string | null;
  readonly amount: string;
  readonly block_time: bigint;
  readonly lt: bigint;
  readonly symbol: string | null;
  readonly decimals: number | null;
}

export interface TokenTransactionFilter {
  /** The owner of the wallet whose balance the operation changes. */
  readonly ownerAddress?: string;
  readonly rootAddress?: string;
  /** Only roots of the trusted list: the system token list, built from the configured token manifests (TOKENS.md). */
  readonly trustedOnly?: boolean;
  readonly blockTimeGe?: number;
  readonly blockTimeLe?: number;
  readonly kinds?: readonly TokenTransactionKind[];
  readonly amountGe?: string;
  readonly amountLe?: string;
  readonly messageHashes?: readonly string[];
}

interface TokenTransactionConditions {
  readonly owner?: string;
  readonly root?: string;
  readonly trustedOnly?: true;
  readonly timeGe?: bigint;
  readonly timeLe?: bigint;
  readonly kinds?: TokenTransactionKind[];
  readonly amountGe?: string;
  readonly amountLe?: string;
  readonly messageHashes?: string[];
}

function messageHashesInput(hashes: readonly string[] | undefined): string[] | undefined {
  if (hashes === undefined) return undefined;
  if (!Array.isArray(hashes) || hashes.length === 0 || hashes.length > MAX_FILTER_ITEMS) {
    throw new QueryInputError('messageHases', `expected 1 to ${MAX_FILTER_ITEMS} hashes`);
  }
  return [...new Set(hashes.map((hash) => hashInput('messageHases', hash)))].sort();
}

function transactionConditions(filter: TokenTransactionFilter): TokenTransactionConditions {
  return {
    owner: optionalRawAddress('ownerAddress', filter.ownerAddress),
    root: optionalRawAddress('rootAddress', filter.rootAddress),
    trustedOnly: filter.trustedOnly === true ? true : undefined,
    timeGe: filter.blockTimeGe === undefined ? undefined : integerInput('blockTimeGe', filter.blockTimeGe),
    timeLe: filter.blockTimeLe === undefined ? undefined : integerInput('blockTimeLe', filter.blockTimeLe),
    kinds: tokenKindsInput('txKinds', filter.kinds),
    amountGe: tokenAmountInput('amountGe', filter.amountGe),
    amountLe: tokenAmountInput('amountLe', filter.amountLe),
    messageHashes: messageHashesInput(filter.messageHashes),
  };
}

function whereTokenTransaction<O>(query: SelectQueryBuilder<ChainSchema, 'token_transactions', O>, c: TokenTransactionConditions) {
  return query
    .$if(c.owner !== undefined, (q) => q.where('token_transactions.owner_address', '=', c.owner!))
    .$if(c.root !== undefined, (q) => q.where('token_transactions.root_address', '=', c.root!))
    .$if(c.trustedOnly === true, (q) => q.where(inSystemList('token_transactions.root_address')))
    .$if(c.timeGe !== undefined, (q) => q.where('token_transactions.block_time', '>=', c.timeGe!))
    .$if(c.timeLe !== undefined, (q) => q.where('token_transactions.block_time', '<=', c.timeLe!))
    .$if(c.kinds !== undefined, (q) => q.where('token_transactions.kind', 'in', c.kinds!))
    .$if(c.amountGe !== undefined, (q) => q.where('token_transactions.amount', '>=', c.amountGe!))
    .$if(c.amountLe !== undefined, (q) => q.where('token_transactions.amount', '<=', c.amountLe!))
    .$if(c.messageHashes !== undefined, (q) => q.where('token_transactions.message_hash', 'in', c.messageHashes!));
}

const TOKEN_TRANSACTION_ORDER: KeysetOrder<TokenTransactionRecord> = {
  kind: 'token-transactions:blockTime',
  order: 'DESC',
  columns: [
    { expression: sql.ref('token_transactions.block_time'), type: 'bigint' },
    { expression: sql.ref('token_transactions.lt'), type: 'bigint' },
    { expression: sql.ref('token_transactions.transaction_hash'), type: 'text' },
    { expression: sql.ref('token_transactions.position'), type: 'integer' },
  ],
  key: (row) => [String(row.block_time), String(row.lt), row.transaction_hash, String(row.position)],
};

/** Token transactions, newest first, in cursor pages. */
export async function listTokenTransactions(
  db: Kysely<ChainSchema>,
  filter: TokenTransactionFilter,
  page: PageRequest,
): Promise<Page<TokenTransactionRecord>> {
  const query = whereTokenTransaction(
    db
      .selectFrom('token_transactions')
      .leftJoin('token_roots', 'token_roots.address', 'token_transactions.root_address')
      .selectAll('token_transactions')
      .select(['token_roots.symbol', 'token_roots.decimals']),
    transactionConditions(filter),
  ) as SelectQueryBuilder<ChainSchema, 'token_transactions', TokenTransactionRecord>;
  return fetchPage(query, TOKEN_TRANSACTION_ORDER, page);
}

export const tokenTransactionCountQuery: CountQuery<ChainSchema, TokenTransactionFilter, TokenTransactionConditions> = {
  scope: 'token-transactions',
  normalize: transactionConditions,
  count: (db, conditions) =>
    countRows(whereTokenTransaction(db.selectFrom('token_transactions'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};
