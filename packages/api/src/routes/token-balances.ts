import { cachedCount, listTokenBalances, tokenBalanceCountQuery, tokenBalanceSnapshot, tokenRootByAddress } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { snapshotBalance, tokenBalance } from '../mappers/token.js';
import { toNumber } from '../mappers/numbers.js';
import { Data } from '../schemas/common.js';
import {
  BalanceCountBody,
  BalanceSearchBody,
  BalanceSearchResponseSchema,
  BalanceSnapshotBody,
  BalanceSnapshotResponseSchema,
  TotalCountResponseSchema,
  type BalanceCountRequest,
} from '../schemas/token.js';
import { serverTime, type ApiInstance, type RouteContext } from './context.js';
import { COUNT_CACHE, pageCursors } from './inputs.js';

const tags = ['balances'];

function balanceFilter(body: BalanceCountRequest) {
  return { rootAddress: body.rootAddress, ownerAddress: body.ownerAddress, amountGe: body.amountGe, amountLe: body.amountLe };
}

export function tokenBalanceRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post(
    '/balances/search',
    { schema: { tags, body: BalanceSearchBody, response: { 200: Data(BalanceSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 10, cursor, direction } = request.body;
      const page = await listTokenBalances(db, balanceFilter(request.body), { limit, cursor, direction });
      cacheUntilChainMoves(reply);
      return { data: { balances: page.items.map(tokenBalance), ...pageCursors(cursor, page) } };
    },
  );

  app.post(
    '/balances/count',
    { schema: { tags, body: BalanceCountBody, response: { 200: Data(TotalCountResponseSchema) } } },
    async (request, reply) => {
      const { count } = await cachedCount(db, tokenBalanceCountQuery, balanceFilter(request.body), COUNT_CACHE);
      cacheUntilChainMoves(reply);
      return { data: { totalCount: toNumber(count) } };
    },
  );

  app.post(
    '/balances/snapshot',
    { schema: { tags, body: BalanceSnapshotBody, response: { 200: Data(BalanceSnapshotResponseSchema) } } },
    async (request, reply) => {
      const { rootAddress, blockTime, ownerAddresses, limit = 100, offset } = request.body;
      const root = await tokenRootByAddress(db, rootAddress);
      if (!root) throw notFound('token root not found');
      const balances = await tokenBalanceSnapshot(db, { rootAddress, blockTime, ownerAddresses, limit, offset });
      cacheUntilChainMoves(reply);
      return {
        data: {
          rootAddress: root.address,
          blockTime: blockTime ?? serverTime(),
          token: root.symbol,
          scale: root.decimals,
          balances: balances.map(snapshotBalance),
        },
      };
    },
  );
}
