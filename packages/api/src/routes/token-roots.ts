import { listTokenRoots, tokenRootActivity, tokenRootByAddress, tokenRootsBySubstring, tokenWalletOf, type ChainSchema } from '@tvmscan/store';
import type { Kysely } from 'kysely';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumberOrNull } from '../mappers/numbers.js';
import { tokenEntity, tokenWallet } from '../mappers/token.js';
import type { TOKEN_ROUTES } from '../schemas/token-routes.js';
import type { TokenHandlers } from './api-handlers.js';
import { pageCursors } from './inputs.js';

const TOKEN_ROOT_NOT_FOUND = 'token root not found';

async function knownRoot(db: Kysely<ChainSchema>, address: string) {
  const root = await tokenRootByAddress(db, address);
  if (!root) throw notFound(TOKEN_ROOT_NOT_FOUND);
  return root;
}

type RootRoute = Extract<keyof typeof TOKEN_ROUTES, `${string} /${'address' | 'root_contract'}/${string}`>;

/** Token roots: by address, by symbol, searched, their supply and activity, and an owner's wallet under one. */
export const TOKEN_ROOT_HANDLERS: TokenHandlers<RootRoute> = {
  'GET /address/active/:root': async ({ db }, { params, reply }) => {
    const activity = await tokenRootActivity(db, params.root);
    if (!activity) throw notFound(TOKEN_ROOT_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return { rootAddress: activity.address, active: activity.active, lastTransactionTime: toNumberOrNull(activity.last_transaction_time) };
  },
  'GET /root_contract/root_address/:address': async ({ db }, { params, reply }) => {
    const root = await knownRoot(db, params.address);
    cacheUntilChainMoves(reply);
    return tokenEntity(root);
  },
  'GET /root_contract/symbol_substring/:substring': async ({ db }, { params, reply }) => {
    const roots = await tokenRootsBySubstring(db, params.substring);
    cacheUntilChainMoves(reply);
    return { tokens: roots.map(tokenEntity) };
  },
  'POST /root_contract/search': async ({ db }, { body, reply }) => {
    const { limit = 10, cursor, direction, substring, tokenStandard, rootAddresses, trustedOnly, ordering } = body;
    const filter = { substring, standard: tokenStandard, rootAddresses, trustedOnly };
    const page = await listTokenRoots(db, filter, { limit, cursor, direction }, ordering);
    cacheUntilChainMoves(reply);
    return { tokens: page.items.map(tokenEntity), ...pageCursors(cursor, page) };
  },
  'GET /root_contract/supply/:address': async ({ db }, { params, reply }) => {
    const root = await knownRoot(db, params.address);
    cacheUntilChainMoves(reply);
    return { rootAddress: root.address, token: root.symbol, scale: root.decimals, totalSupply: root.total_supply };
  },
  'GET /root_contract/:rootAddress/address/:address': async ({ db }, { params, reply }) => {
    const wallet = await tokenWalletOf(db, params.rootAddress, params.address);
    if (!wallet) throw notFound('no token wallet of this address under this root');
    cacheUntilChainMoves(reply);
    return tokenWallet(wallet);
  },
};
