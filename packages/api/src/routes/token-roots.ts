import { listTokenRoots, tokenRootActivity, tokenRootByAddress, tokenRootsBySubstring, tokenWalletOf } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumberOrNull } from '../mappers/numbers.js';
import { tokenEntity, tokenWallet } from '../mappers/token.js';
import { Data } from '../schemas/common.js';
import {
  ActiveRootResponseSchema,
  AddressParams,
  RootParams,
  RootSearchBody,
  RootSearchResponseSchema,
  RootWalletParams,
  SubstringParams,
  SupplyResponseSchema,
  TokenListResponseSchema,
  TokenResponseSchema,
  TokenWalletSchema,
} from '../schemas/token.js';
import type { ApiInstance, RouteContext } from './context.js';
import { pageCursors } from './inputs.js';

const tags = ['root contracts'];
const TOKEN_ROOT_NOT_FOUND = 'token root not found';

export function tokenRootRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.get(
    '/address/active/:root',
    { schema: { tags, params: RootParams, response: { 200: Data(ActiveRootResponseSchema) } } },
    async (request, reply) => {
      const activity = await tokenRootActivity(db, request.params.root);
      if (!activity) throw notFound(TOKEN_ROOT_NOT_FOUND);
      cacheUntilChainMoves(reply);
      return {
        data: { rootAddress: activity.address, active: activity.active, lastTransactionTime: toNumberOrNull(activity.last_transaction_time) },
      };
    },
  );

  app.get(
    '/root_contract/root_address/:address',
    { schema: { tags, params: AddressParams, response: { 200: Data(TokenResponseSchema) } } },
    async (request, reply) => {
      const root = await tokenRootByAddress(db, request.params.address);
      if (!root) throw notFound(TOKEN_ROOT_NOT_FOUND);
      cacheUntilChainMoves(reply);
      return { data: tokenEntity(root) };
    },
  );

  app.get(
    '/root_contract/symbol_substring/:substring',
    { schema: { tags, params: SubstringParams, response: { 200: Data(TokenListResponseSchema) } } },
    async (request, reply) => {
      const roots = await tokenRootsBySubstring(db, request.params.substring);
      cacheUntilChainMoves(reply);
      return { data: { tokens: roots.map(tokenEntity) } };
    },
  );

  app.post(
    '/root_contract/search',
    { schema: { tags, body: RootSearchBody, response: { 200: Data(RootSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 10, cursor, direction, substring, tokenStandard, rootAddresses, trustedOnly, ordering } = request.body;
      const page = await listTokenRoots(
        db,
        { substring, standard: tokenStandard, rootAddresses, trustedOnly },
        { limit, cursor, direction },
        ordering,
      );
      cacheUntilChainMoves(reply);
      return { data: { tokens: page.items.map(tokenEntity), ...pageCursors(cursor, page) } };
    },
  );

  app.get(
    '/root_contract/supply/:address',
    { schema: { tags, params: AddressParams, response: { 200: Data(SupplyResponseSchema) } } },
    async (request, reply) => {
      const root = await tokenRootByAddress(db, request.params.address);
      if (!root) throw notFound(TOKEN_ROOT_NOT_FOUND);
      cacheUntilChainMoves(reply);
      return { data: { rootAddress: root.address, token: root.symbol, scale: root.decimals, totalSupply: root.total_supply } };
    },
  );

  app.get(
    '/root_contract/:rootAddress/address/:address',
    { schema: { tags, params: RootWalletParams, response: { 200: Data(TokenWalletSchema) } } },
    async (request, reply) => {
      const wallet = await tokenWalletOf(db, request.params.rootAddress, request.params.address);
      if (!wallet) throw notFound('no token wallet of this address under this root');
      cacheUntilChainMoves(reply);
      return { data: tokenWallet(wallet) };
    },
  );
}
