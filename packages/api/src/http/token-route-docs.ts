import type { RouteDocs } from './route-docs.js';

/** What each call of the token API does, as the OpenAPI document's summary (spec 001 §7 Tokens API; details in TOKENS.md). */
export const TOKEN_ROUTE_DOCS: RouteDocs = {
  summaries: {
    'GET /address/active/:root': 'Whether a token root is in use (a wallet holds a positive amount) and when it was last transacted',
    'POST /balances/search': 'Token balances of a root (its holders) or of an owner, largest first, paged by cursor',
    'POST /balances/count': 'The number of balances under the filters of /balances/search',
    'POST /balances/snapshot': 'The holders of a root as of a block time, replayed back from the current balances',
    'POST /balances/usd_value': 'What an owner’s token balances are worth in US dollars, summed over those with a price',
    'POST /transactions/search': 'Token transactions, filtered, newest first, paged by cursor',
    'POST /transactions/count': 'The number of token transactions under the filters of /transactions/search',
    'GET /root_contract/root_address/:address': 'One token root by address',
    'GET /root_contract/symbol_substring/:substring': 'Token roots whose symbol or name holds the text (case-insensitive), at most 20',
    'POST /root_contract/search': 'Token roots, filtered and ordered (market order or by a column), paged by cursor',
    'GET /root_contract/supply/:address': 'The total supply and decimals of a token root',
    'GET /root_contract/:rootAddress/address/:address': 'The token wallet of an owner under a root, with the token’s fields',
    'GET /wallet/:address': 'A token wallet by its own address: its owner, root and balance, with the token’s fields',
    'POST /stats/search': 'Token operations per day and kind: their count, or the sum of their amounts',
    'POST /balances': 'Token balances, as /balances/search (Everscan’s older path)',
    'POST /transactions': 'Token transactions, as /transactions/search (Everscan’s older path)',
    'POST /root_contract': 'Token roots, as /root_contract/search (Everscan’s older path)',
    'POST /address/:owner/balances': 'The token balances of an owner, as /balances/search (Everscan’s older path)',
    'POST /address/:owner/transactions': 'The token transactions of an owner, as /transactions/search (Everscan’s older path)',
    'GET /token_owner/address/:wallet': 'The token wallet at an address, with its owner and root (Everscan’s older path)',
    'POST /stats/root_days': 'A token root’s transfers, their volume and its holders by day',
  },
  lookups: new Set([
    'GET /address/active/:root',
    'POST /balances/snapshot',
    'GET /root_contract/root_address/:address',
    'GET /root_contract/supply/:address',
    'GET /root_contract/:rootAddress/address/:address',
    'GET /token_owner/address/:wallet',
    'GET /wallet/:address',
    'POST /stats/root_days',
  ]),
};
