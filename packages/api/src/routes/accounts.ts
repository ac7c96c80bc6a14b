import { accountByAddress, accountCountQuery, accountState, cachedCount, listAccounts, type AccountFilter } from '@tvmscan/store';
import { cacheShort, cacheUntilChainMoves } from '../http/caching.js';
import { accountEntity, accountStateOf, unknownAccount } from '../mappers/account.js';
import { toNumber } from '../mappers/numbers.js';
import {
  AccountBody,
  AccountCountBody,
  AccountListBody,
  AccountListResponseSchema,
  AccountResponseSchema,
  AccountStateResponseSchema,
  type AccountCountRequest,
} from '../schemas/account.js';
import { CountResponse, Data } from '../schemas/common.js';
import { serverTime, type ApiInstance, type RouteContext } from './context.js';
import { accountInput, COUNT_CACHE, pageCursors } from './inputs.js';
import { ApiError } from '../http/api-error.js';

function accountFilter(body: AccountCountRequest): AccountFilter {
  return {
    balanceGe: body.balanceGe,
    balanceLe: body.balanceLe,
    createdAtGe: body.createdAtGe,
    createdAtLe: body.createdAtLe,
    codeHash: body.codeHash,
  };
}

export function accountRoutes(app: ApiInstance, { db, stateReader }: RouteContext): void {
  app.post(
    '/accounts',
    { schema: { tags: ['accounts'], body: AccountBody, response: { 200: Data(AccountResponseSchema) } } },
    async (request, reply) => {
      const ref = accountInput('id', request.body.id);
      const row = await accountByAddress(db, ref);
      cacheUntilChainMoves(reply);
      return { data: { account: row ? accountEntity(row) : unknownAccount(ref) } };
    },
  );

  app.post(
    '/accounts/state',
    { schema: { tags: ['accounts'], body: AccountBody, response: { 200: Data(AccountStateResponseSchema) } } },
    async (request, reply) => {
      const ref = accountInput('id', request.body.id);
      if (stateReader) {
        cacheShort(reply);
        const boc = await stateReader.getAccountState(`${ref.workchain}:${ref.address}`).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the account state source failed');
          throw new ApiError(503, 'Internal', 'the account state source is unavailable; try again later');
        });
        return { data: { state: boc === null ? null : accountStateOf(boc, serverTime()) } };
      }
      const stored = await accountState(db, ref);
      cacheUntilChainMoves(reply);
      return { data: { state: stored ? accountStateOf(stored.boc, toNumber(stored.fetched_at)) : null } };
    },
  );

  app.post(
    '/accounts/list',
    { schema: { tags: ['accounts'], body: AccountListBody, response: { 200: Data(AccountListResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction, offset, ordering } = request.body;
      const page = await listAccounts(db, accountFilter(request.body), { limit, cursor, direction, offset }, ordering);
      cacheUntilChainMoves(reply);
      return { data: { accounts: page.items.map(accountEntity), ...pageCursors(cursor, page) } };
    },
  );

  app.post(
    '/accounts/count',
    { schema: { tags: ['accounts'], body: AccountCountBody, response: { 200: Data(CountResponse) } } },
    async (request, reply) => {
      const { count } = await cachedCount(db, accountCountQuery, accountFilter(request.body), COUNT_CACHE);
      cacheUntilChainMoves(reply);
      return { data: { count: toNumber(count) } };
    },
  );
}
