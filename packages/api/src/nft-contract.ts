/**
 * The NFT calls of the token API as their clients compile against them: types only, read from the route table the
 * routes validate and answer with (schemas/nft-routes.ts), so that the web imports it with `import type`
 * (`@tvmscan/api/nft-contract`). The paths are under the token API's base (/api/tokens/v1, the network's `api.tokens`).
 */
import type { ContractOfRoutes, ParamsOfRoute, RequestOfRoute, ResponseOfRoute } from './route-table-types.js';
import type { NFT_ROUTES } from './schemas/nft-routes.js';

type Routes = typeof NFT_ROUTES;

/** An NFT call, `METHOD path` (the path under /api/tokens/v1, parameters as `:name`). */
export type NftRoute = keyof Routes;

/** The path parameters a call takes (`{ address }`), or `undefined` when its path has none. */
export type NftParamsOf<Route extends NftRoute> = ParamsOfRoute<Routes, Route>;

/** The JSON body a call takes (POST), or `undefined` for a GET. */
export type NftRequestOf<Route extends NftRoute> = RequestOfRoute<Routes, Route>;

/** The `data` of a call's successful answer `{ data }`. */
export type NftResponseOf<Route extends NftRoute> = ResponseOfRoute<Routes, Route>;

/** Every call with its path parameters, its request and its answer. */
export type NftContract = ContractOfRoutes<Routes>;

export type {
  NftStandard,
  NftEventKind,
  MetadataStatus,
  NftCollection,
  NftItem,
  NftEvent,
  NftEventContinuation,
  NftCountResponse,
  CollectionSearchRequest,
  CollectionCountRequest,
  CollectionSearchResponse,
  CollectionExportRequest,
  CollectionExportRow,
  CollectionExportResponse,
  ItemSearchRequest,
  ItemCountRequest,
  ItemSearchResponse,
  ItemByIdRequest,
  EventSearchRequest,
  EventCountRequest,
  EventSearchResponse,
  NftAccountResponse,
  NftMetadataJson,
  MetaverseRegion,
  RegionShapeType,
} from './schemas/nft.js';
export type { NftIndex } from './schemas/nft-index.js';
export type {
  MultiTokenCollection,
  MultiToken,
  MultiTokenWallet,
  MultiTokenSearchRequest,
  MultiTokenSearchResponse,
  MultiTokenWalletSearchRequest,
  MultiTokenWalletSearchResponse,
} from './schemas/nft-multi.js';
