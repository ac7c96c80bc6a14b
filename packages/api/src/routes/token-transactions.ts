import { cachedCount, listTokenTransactions, tokenTransactionCountQuery, type TokenTransactionFilter } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import { tokenTransaction } from '../mappers/token.js';
import { TOKEN_TRANSACTION_KINDS, type TokenTransactionCountRequest, type TokenTransactionKind } from '../schemas/token.js';
import type { TokenHandlers } from './api-handlers.js';
import { amountText, COUNT_CACHE, pageCursors } from './inputs.js';

const KIND_BY_LOWER_CASE = new Map<string, readonly TokenTransactionKind[]>([
  ...TOKEN_TRANSACTION_KINDS.map((kind) => [kind.toLowerCase(), [kind]] as const),
  ['cancellation', ['SendCancellation', 'BurnCancellation']],
]);

/** The kinds a filter names, in any case; `cancellation` names both cancellations. */
export function tokenKindsOf(names: readonly string[] | undefined): TokenTransactionKind[] | undefined {
  return names && [...new Set(names.flatMap((name) => KIND_BY_LOWER_CASE.get(name.toLowerCase()) ?? []))];
}

function transactionFilter(body: TokenTransactionCountRequest): TokenTransactionFilter {
  return {
    ownerAddress: body.ownerAddress,
    rootAddress: body.rootAddress,
    trustedOnly: body.trustedOnly,
    blockTimeGe: body.blockTimeGe,
    blockTimeLe: body.blockTimeLe,
    kinds: tokenKindsOf(body.txKinds),
    amountGe: amountText(body.amountGe),
    amountLe: amountText(body.amountLe),
    messageHashes: body.messageHases,
  };
}

/** Token transactions and their count. */
export const TOKEN_TRANSACTION_HANDLERS: TokenHandlers<'POST /transactions/search' | 'POST /transactions/count'> = {
  'POST /transactions/search': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction, offset } = body;
    const page = await listTokenTransactions(db, transactionFilter(body), { limit, cursor, direction, offset });
    cacheUntilChainMoves(reply);
    return { transactions: page.items.map(tokenTransaction), ...pageCursors(cursor, page) };
  },
  'POST /transactions/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, tokenTransactionCountQuery, transactionFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { totalCount: toNumber(count) };
  },
};
