import { accountByAddress, accountCountQuery, accountState, cachedCount, listAccounts, type AccountFilter } from '@tvmscan/store';
import { ApiError } from '../http/api-error.js';
import { cacheShort, cacheUntilChainMoves } from '../http/caching.js';
import { accountEntity, accountStateOf, unknownAccount } from '../mappers/account.js';
import { toNumber } from '../mappers/numbers.js';
import type { AccountCountRequest, AccountStateResponse } from '../schemas/account.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import { serverTime, type RouteContext } from './context.js';
import { accountInput, COUNT_CACHE, pageCursors } from './inputs.js';

function accountFilter(body: AccountCountRequest): AccountFilter {
  return {
    balanceGe: body.balanceGe,
    balanceLe: body.balanceLe,
    createdAtGe: body.createdAtGe,
    createdAtLe: body.createdAtLe,
    codeHash: body.codeHash,
  };
}

/** An account, its state, and the accounts list and count. */
export const ACCOUNT_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `POST /accounts${string}`>> = {
  'POST /accounts': async ({ db }, { body, reply }) => {
    const ref = accountInput('id', body.id);
    const row = await accountByAddress(db, ref);
    cacheUntilChainMoves(reply);
    return { account: row ? accountEntity(row) : unknownAccount(ref) };
  },
  'POST /accounts/state': currentState,
  'POST /accounts/list': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction, offset, ordering } = body;
    const page = await listAccounts(db, accountFilter(body), { limit, cursor, direction, offset }, ordering);
    cacheUntilChainMoves(reply);
    return { accounts: page.items.map(accountEntity), ...pageCursors(cursor, page) };
  },
  'POST /accounts/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, accountCountQuery, accountFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { count: toNumber(count) };
  },
};

/** The account's state from the state reader (the node) when the server has one, else as the index stored it. */
async function currentState(
  { db, stateReader }: RouteContext,
  { body, request, reply }: ExplorerCall<'POST /accounts/state'>,
): Promise<AccountStateResponse> {
  const ref = accountInput('id', body.id);
  if (stateReader) {
    cacheShort(reply);
    const boc = await stateReader.getAccountState(`${ref.workchain}:${ref.address}`).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the account state source failed');
      throw new ApiError(503, 'Internal', 'the account state source is unavailable; try again later');
    });
    return { state: boc === null ? null : accountStateOf(boc, serverTime()) };
  }
  const stored = await accountState(db, ref);
  cacheUntilChainMoves(reply);
  return { state: stored ? accountStateOf(stored.boc, toNumber(stored.fetched_at)) : null };
}
