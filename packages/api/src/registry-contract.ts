/**
 * The registry API as its clients compile against it: types only, read from the route table its routes validate
 * and answer with (schemas/registry-routes.ts). Reached through the contract entry (`@tvmscan/api/contract`), which
 * also gives the registry's entities.
 */
import type { ParamsOfRoute, RequestOfRoute, ResponseOfRoute } from './route-table-types.js';
import type { REGISTRY_ROUTES } from './schemas/registry-routes.js';

type Routes = typeof REGISTRY_ROUTES;

/** A call of the registry API, `METHOD path` (the path under /api/registry). */
export type RegistryRoute = keyof Routes;

/** The path parameters a call takes (`{ id }`, `{ url }`, …), or `undefined` when its path has none. */
export type RegistryParamsOf<Route extends RegistryRoute> = ParamsOfRoute<Routes, Route>;

/** The JSON body a call takes (POST, PUT, DELETE), or `undefined` when it takes none. */
export type RegistryRequestOf<Route extends RegistryRoute> = RequestOfRoute<Routes, Route>;

/** The `data` of a call's successful answer `{ data }` (for a `bare` call such as a manifest: the whole answer). */
export type RegistryResponseOf<Route extends RegistryRoute> = ResponseOfRoute<Routes, Route>;
