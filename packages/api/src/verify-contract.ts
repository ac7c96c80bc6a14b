/**
 * The verification service as its clients compile against it: types only, read from the route table its routes
 * validate and answer with (schemas/verify-routes.ts). Reached through the contract entry (`@tvmscan/api/contract`).
 */
import type { RequestOfRoute, ResponseOfRoute } from './route-table-types.js';
import type { VERIFY_ROUTES } from './schemas/verify-routes.js';

type Routes = typeof VERIFY_ROUTES;

/** A call of the verification service, `METHOD path` (the path under /api/verify, `:param` for a path parameter). */
export type VerifyRoute = keyof Routes;

/** The JSON body a call takes (POST), or `undefined` for a GET. */
export type VerifyRequestOf<Route extends VerifyRoute> = RequestOfRoute<Routes, Route>;

/** A call's successful answer, as the spec shapes it. */
export type VerifyResponseOf<Route extends VerifyRoute> = ResponseOfRoute<Routes, Route>;
