import { tagged, type RouteTable } from './route-entry.js';
import {
  ActiveRootResponseSchema,
  AddressParams,
  BalanceCountBody,
  BalanceSearchBody,
  BalanceSearchResponseSchema,
  BalanceSnapshotBody,
  BalanceSnapshotResponseSchema,
  RootParams,
  RootSearchBody,
  RootSearchResponseSchema,
  RootWalletParams,
  SubstringParams,
  SupplyResponseSchema,
  TokenListResponseSchema,
  TokenResponseSchema,
  TokenStatsBody,
  TokenStatsResponseSchema,
  TokenTransactionCountBody,
  TokenTransactionSearchBody,
  TokenTransactionSearchResponseSchema,
  TokenWalletSchema,
  TotalCountResponseSchema,
} from './token.js';

/**
 * Every call of the token API (under /api/tokens/v1, spec 001 §7 Tokens API), keyed `METHOD path` with path
 * parameters as `:name`, in the document's groups. The routes are registered from this table and the token contract
 * (token-contract.ts) is read from it. TOKENS.md describes what the spec leaves open.
 */
export const TOKEN_ROUTES = {
  ...tagged('root contracts', {
    'GET /address/active/:root': { params: RootParams, response: ActiveRootResponseSchema },
    'GET /root_contract/root_address/:address': { params: AddressParams, response: TokenResponseSchema },
    'GET /root_contract/symbol_substring/:substring': { params: SubstringParams, response: TokenListResponseSchema },
    'POST /root_contract/search': { body: RootSearchBody, response: RootSearchResponseSchema },
    'GET /root_contract/supply/:address': { params: AddressParams, response: SupplyResponseSchema },
    'GET /root_contract/:rootAddress/address/:address': { params: RootWalletParams, response: TokenWalletSchema },
  }),
  ...tagged('balances', {
    'POST /balances/search': { body: BalanceSearchBody, response: BalanceSearchResponseSchema },
    'POST /balances/count': { body: BalanceCountBody, response: TotalCountResponseSchema },
    'POST /balances/snapshot': { body: BalanceSnapshotBody, response: BalanceSnapshotResponseSchema },
  }),
  ...tagged('transactions', {
    'POST /transactions/search': { body: TokenTransactionSearchBody, response: TokenTransactionSearchResponseSchema },
    'POST /transactions/count': { body: TokenTransactionCountBody, response: TotalCountResponseSchema },
  }),
  ...tagged('stats', {
    'POST /stats/search': { body: TokenStatsBody, response: TokenStatsResponseSchema },
  }),
} as const satisfies RouteTable;
