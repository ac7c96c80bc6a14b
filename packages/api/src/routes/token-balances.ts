import { cachedCount, listTokenBalances, tokenBalanceCountQuery, tokenBalanceSnapshot, tokenRootByAddress } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { snapshotBalance, tokenBalance } from '../mappers/token.js';
import { toNumber } from '../mappers/numbers.js';
import type { BalanceCountRequest } from '../schemas/token.js';
import type { TokenHandlers } from './api-handlers.js';
import { serverTime } from './context.js';
import { COUNT_CACHE, pageCursors } from './inputs.js';

function balanceFilter(body: BalanceCountRequest) {
  return { rootAddress: body.rootAddress, ownerAddress: body.ownerAddress, amountGe: body.amountGe, amountLe: body.amountLe };
}

/** Token balances, their count, and a root's holders as of a block time. */
export const TOKEN_BALANCE_HANDLERS: TokenHandlers<'POST /balances/search' | 'POST /balances/count' | 'POST /balances/snapshot'> = {
  'POST /balances/search': async ({ db }, { body, reply }) => {
    const { limit = 10, cursor, direction } = body;
    const page = await listTokenBalances(db, balanceFilter(body), { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { balances: page.items.map(tokenBalance), ...pageCursors(cursor, page) };
  },
  'POST /balances/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, tokenBalanceCountQuery, balanceFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { totalCount: toNumber(count) };
  },
  'POST /balances/snapshot': async ({ db }, { body, reply }) => {
    const { rootAddress, blockTime, ownerAddresses, limit = 100, offset } = body;
    const root = await tokenRootByAddress(db, rootAddress);
    if (!root) throw notFound('token root not found');
    const balances = await tokenBalanceSnapshot(db, { rootAddress, blockTime, ownerAddresses, limit, offset });
    cacheUntilChainMoves(reply);
    return {
      rootAddress: root.address,
      blockTime: blockTime ?? serverTime(),
      token: root.symbol,
      scale: root.decimals,
      balances: balances.map(snapshotBalance),
    };
  },
};
