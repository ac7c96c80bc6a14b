import { tokenWalletByAddress } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { tokenBalance } from '../mappers/token.js';
import type { TOKEN_ALIAS_ROUTES } from '../schemas/token-alias-routes.js';
import type { TokenHandlers } from './api-handlers.js';
import { TOKEN_BALANCE_HANDLERS } from './token-balances.js';
import { TOKEN_ROOT_HANDLERS } from './token-roots.js';
import { TOKEN_TRANSACTION_HANDLERS } from './token-transactions.js';

const searchBalances = TOKEN_BALANCE_HANDLERS['POST /balances/search'];
const searchTransactions = TOKEN_TRANSACTION_HANDLERS['POST /transactions/search'];

/** The older paths Everscan's clients call, each answered by the call it names (schemas/token-alias-routes.ts). */
export const TOKEN_ALIAS_HANDLERS: TokenHandlers<keyof typeof TOKEN_ALIAS_ROUTES> = {
  'POST /balances': (context, call) => searchBalances(context, call),
  'POST /transactions': (context, call) => searchTransactions(context, call),
  'POST /root_contract': (context, call) => TOKEN_ROOT_HANDLERS['POST /root_contract/search'](context, call),
  'POST /address/:owner/balances': (context, call) =>
    searchBalances(context, { ...call, params: undefined, body: { ...call.body, ownerAddress: call.params.owner } }),
  'POST /address/:owner/transactions': (context, call) =>
    searchTransactions(context, { ...call, params: undefined, body: { ...call.body, ownerAddress: call.params.owner } }),
  'GET /token_owner/address/:wallet': async ({ db }, { params, reply }) => {
    const wallet = await tokenWalletByAddress(db, params.wallet);
    if (!wallet) throw notFound('no token wallet at this address');
    cacheUntilChainMoves(reply);
    return tokenBalance(wallet);
  },
};
