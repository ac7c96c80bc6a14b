import { cachedCount, listTokenTransactions, tokenTransactionCountQuery, type TokenTransactionFilter } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import { tokenTransaction } from '../mappers/token.js';
import type { TokenTransactionCountRequest } from '../schemas/token.js';
import type { TokenHandlers } from './api-handlers.js';
import { COUNT_CACHE, pageCursors } from './inputs.js';

function transactionFilter(body: TokenTransactionCountRequest): TokenTransactionFilter {
  return {
    ownerAddress: body.ownerAddress,
    rootAddress: body.rootAddress,
    trustedOnly: body.trustedOnly,
    blockTimeGe: body.blockTimeGe,
    blockTimeLe: body.blockTimeLe,
    kinds: body.txKinds,
    amountGe: body.amountGe,
    amountLe: body.amountLe,
    messageHashes: body.messageHases,
  };
}

/** Token transactions and their count. */
export const TOKEN_TRANSACTION_HANDLERS: TokenHandlers<'POST /transactions/search' | 'POST /transactions/count'> = {
  'POST /transactions/search': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction } = body;
    const page = await listTokenTransactions(db, transactionFilter(body), { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { transactions: page.items.map(tokenTransaction), ...pageCursors(cursor, page) };
  },
  'POST /transactions/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, tokenTransactionCountQuery, transactionFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { totalCount: toNumber(count) };
  },
};
