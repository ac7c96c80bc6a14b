/**
 * The token API as its clients compile against it: types only, read from the route table its routes validate and
 * answer with (schemas/token-routes.ts), so that the web imports it with `import type` (`@tvmscan/api/token-contract`).
 */
import type { ContractOfRoutes, ParamsOfRoute, RequestOfRoute, ResponseOfRoute } from './route-table-types.js';
import type { TOKEN_ROUTES } from './schemas/token-routes.js';

type Routes = typeof TOKEN_ROUTES;

/** A call of the token API, `METHOD path` (the path under /api/tokens/v1, parameters as `:name`). */
export type TokenRoute = keyof Routes;

/** The path parameters a call takes (`{ root }`, `{ address }`, …), or `undefined` when its path has none. */
export type TokenParamsOf<Route extends TokenRoute> = ParamsOfRoute<Routes, Route>;

/** The JSON body a call takes (POST), or `undefined` for a GET. */
export type TokenRequestOf<Route extends TokenRoute> = RequestOfRoute<Routes, Route>;

/** The `data` of a call's successful answer `{ data }`. */
export type TokenResponseOf<Route extends TokenRoute> = ResponseOfRoute<Routes, Route>;

/** Every call with its path parameters, its request and its answer. */
export type TokenContract = ContractOfRoutes<Routes>;

export type {
  TokenStandard,
  TokenTransactionKind,
  Token,
  TokenBalance,
  TokenWallet,
  TokenParty,
  TokenTransaction,
  ActiveRootResponse,
  BalanceSearchRequest,
  BalanceCountRequest,
  BalanceSearchResponse,
  BalanceSnapshotRequest,
  BalanceSnapshotResponse,
  SnapshotBalance,
  TokenTransactionSearchRequest,
  TokenTransactionCountRequest,
  TokenTransactionSearchResponse,
  TokenListResponse,
  TokenOrdering,
  TokenSort,
  OwnerValueRequest,
  OwnerValueResponse,
  RootDay,
  RootDaysRequest,
  RootDaysResponse,
  RootSearchRequest,
  RootSearchResponse,
  SupplyResponse,
  TotalCountResponse,
  TokenStatsRequest,
  TokenStatsPoint,
  TokenStatsResponse,
} from './schemas/token.js';
