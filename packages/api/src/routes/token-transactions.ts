import { cachedCount, listTokenTransactions, tokenTransactionCountQuery, type TokenTransactionFilter } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import { tokenTransaction } from '../mappers/token.js';
import { Data } from '../schemas/common.js';
import {
  TokenTransactionCountBody,
  TokenTransactionSearchBody,
  TokenTransactionSearchResponseSchema,
  TotalCountResponseSchema,
  type TokenTransactionCountRequest,
} from '../schemas/token.js';
import type { ApiInstance, RouteContext } from './context.js';
import { COUNT_CACHE, pageCursors } from './inputs.js';

const tags = ['transactions'];

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

export function tokenTransactionRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post(
    '/transactions/search',
    { schema: { tags, body: TokenTransactionSearchBody, response: { 200: Data(TokenTransactionSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction } = request.body;
      const page = await listTokenTransactions(db, transactionFilter(request.body), { limit, cursor, direction });
      cacheUntilChainMoves(reply);
      return { data: { transactions: page.items.map(tokenTransaction), ...pageCursors(cursor, page) } };
    },
  );

  app.post(
    '/transactions/count',
    { schema: { tags, body: TokenTransactionCountBody, response: { 200: Data(TotalCountResponseSchema) } } },
    async (request, reply) => {
      const { count } = await cachedCount(db, tokenTransactionCountQuery, transactionFilter(request.body), COUNT_CACHE);
      cacheUntilChainMoves(reply);
      return { data: { totalCount: toNumber(count) } };
    },
  );
}
