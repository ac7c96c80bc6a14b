/**
 * The NFT calls of the token API as their clients compile against them: types only, read from the route table the
 * routes validate and answer with (schemas/nft-routes.ts), so that the web imports it with `import type`
 * (`@tvmscan/api/nft-contract`). The paths are under the token API's base (/api/tokens/v1, the network's `api.tokens`).
 */
import type { Static, TSchema } from 'typebox';
import type { NFT_ROUTES } from './schemas/nft-routes.js';

type Routes = typeof NFT_ROUTES;

/** An NFT call, `METHOD path` (the path under /api/tokens/v1, parameters as `:name`). */
export type NftRoute = keyof Routes;

/** The path parameters a call takes (`{ address }`), or `undefined` when its path has none. */
export type NftParamsOf<Route extends NftRoute> = Routes[Route] extends { params: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** The JSON body a call takes (POST), or `undefined` for a GET. */
export type NftRequestOf<Route extends NftRoute> = Routes[Route] extends { body: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** The `data` of a call's successful answer `{ data }`. */
export type NftResponseOf<Route extends NftRoute> = Static<Routes[Route]['response']>;

/** Every call with its path parameters, its request and its answer. */
export type NftContract = {
  [Route in NftRoute]: { params: NftParamsOf<Route>; request: NftRequestOf<Route>; response: NftResponseOf<Route> };
};

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
