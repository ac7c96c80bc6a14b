import {
  accountByAddress,
  accountCountQuery,
  accountRoles,
  accountState,
  cachedCount,
  listAccounts,
  type AccountFilter,
  type AccountRecord,
} from '@tvmscan/store';
import { unavailable } from '../http/api-error.js';
import { cacheShort, cacheUntilChainMoves } from '../http/caching.js';
import { accountEntity, accountStateOf, unknownAccount } from '../mappers/account.js';
import { accountKind } from '../mappers/account-kind.js';
import { toNumber } from '../mappers/numbers.js';
import type { AccountCountRequest, AccountStateResponse } from '../schemas/account.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import { serverTime, type RouteContext } from './context.js';
import { accountInput, amountText, COUNT_CACHE, orderingInput, pageCursors } from './inputs.js';

/** Everscan's column names of the accounts list are the spec's sorts. */
const SAME_COLUMNS = { createdAt: 'createdAt', updatedAt: 'updatedAt', balance: 'balance' } as const;

function accountFilter(body: AccountCountRequest): AccountFilter {
  return {
    balanceGe: amountText(body.balanceGe),
    balanceLe: amountText(body.balanceLe),
    createdAtGe: body.createdAtGe,
    createdAtLe: body.createdAtLe,
    codeHash: body.codeHash,
  };
}

/** An account, its state, and the accounts list and count. */
export const ACCOUNT_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `POST /accounts${string}`>> = {
  'POST /accounts': async (context, { body, reply }) => {
    const ref = accountInput('id', body.id);
    const row = await accountByAddress(context.db, ref);
    cacheUntilChainMoves(reply);
    if (!row) {
      const roles = await accountRoles(context.db, [{ ...ref, code_hash: null }]);
      return { account: unknownAccount(ref, accountKind(null, roles.get(`${ref.workchain}:${ref.address}`), context.walletStandards)) };
    }
    return { account: (await withKinds(context, [row]))[0]! };
  },
  'POST /accounts/state': currentState,
  'POST /accounts/list': async (context, { body, reply }) => {
    const { limit = 20, cursor, direction, offset, ordering } = body;
    const page = await listAccounts(context.db, accountFilter(body), { limit, cursor, direction, offset }, orderingInput(ordering, SAME_COLUMNS));
    cacheUntilChainMoves(reply);
    return { accounts: await withKinds(context, page.items), ...pageCursors(cursor, page) };
  },
  'POST /accounts/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, accountCountQuery, accountFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { count: toNumber(count) };
  },
};

/** The accounts' answers, each with its kind (one statement for all of them). */
async function withKinds({ db, walletStandards }: RouteContext, rows: readonly AccountRecord[]) {
  const roles = await accountRoles(db, rows);
  return rows.map((row) => accountEntity(row, accountKind(row.code_hash, roles.get(`${row.workchain}:${row.address}`), walletStandards)));
}

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
      throw unavailable('the account state source is unavailable; try again later');
    });
    return { state: boc === null ? null : accountStateOf(boc, serverTime()) };
  }
  const stored = await accountState(db, ref);
  cacheUntilChainMoves(reply);
  return { state: stored ? accountStateOf(stored.boc, toNumber(stored.fetched_at)) : null };
}
