import type { TSchema } from 'typebox';
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

/** A call of the token API: the schemas of its path parameters, of its JSON body (POST only) and of the `data` of its answer. */
export interface TokenRouteSchemas {
  readonly params?: TSchema;
  readonly body?: TSchema;
  readonly response: TSchema;
}

/**
 * Every call of the token API (under /api/tokens/v1, spec 001 §7 Tokens API), keyed `METHOD path` with path
 * parameters as `:name`. The token contract (token-contract.ts) is read from this table, and a test holds the
 * registered routes to it. TOKENS.md describes what the spec leaves open.
 */
export const TOKEN_ROUTES = {
  'GET /address/active/:root': { params: RootParams, response: ActiveRootResponseSchema },

  'POST /balances/search': { body: BalanceSearchBody, response: BalanceSearchResponseSchema },
  'POST /balances/count': { body: BalanceCountBody, response: TotalCountResponseSchema },
  'POST /balances/snapshot': { body: BalanceSnapshotBody, response: BalanceSnapshotResponseSchema },

  'POST /transactions/search': { body: TokenTransactionSearchBody, response: TokenTransactionSearchResponseSchema },
  'POST /transactions/count': { body: TokenTransactionCountBody, response: TotalCountResponseSchema },

  'GET /root_contract/root_address/:address': { params: AddressParams, response: TokenResponseSchema },
  'GET /root_contract/symbol_substring/:substring': { params: SubstringParams, response: TokenListResponseSchema },
  'POST /root_contract/search': { body: RootSearchBody, response: RootSearchResponseSchema },
  'GET /root_contract/supply/:address': { params: AddressParams, response: SupplyResponseSchema },
  'GET /root_contract/:rootAddress/address/:address': { params: RootWalletParams, response: TokenWalletSchema },

  'POST /stats/search': { body: TokenStatsBody, response: TokenStatsResponseSchema },
} as const satisfies Record<string, TokenRouteSchemas>;
