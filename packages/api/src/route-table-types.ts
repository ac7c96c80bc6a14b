/**
 * The types a contract entry reads from its route table (`METHOD path` → its schemas): types only, so that the web
 * compiles against them with `import type`.
 */
import type { Static, TSchema } from 'typebox';

/** The schemas a route table gives a call. */
type RouteTable = Record<string, { readonly params?: TSchema; readonly body?: TSchema; readonly response: TSchema }>;

/** The path parameters a call takes, or `undefined` when its path has none. */
export type ParamsOfRoute<Routes extends RouteTable, Route extends keyof Routes> = Routes[Route] extends { params: infer Schema extends TSchema }
  ? Static<Schema>
  : undefined;

/** The JSON body a call takes, or `undefined` when it takes none. */
export type RequestOfRoute<Routes extends RouteTable, Route extends keyof Routes> = Routes[Route] extends { body: infer Schema extends TSchema }
  ? Static<Schema>
  : undefined;

/** The `data` of a call's successful answer `{ data }`. */
export type ResponseOfRoute<Routes extends RouteTable, Route extends keyof Routes> = Static<Routes[Route]['response']>;

/** Every call of a route table with its path parameters, its request and its answer. */
export type ContractOfRoutes<Routes extends RouteTable> = {
  [Route in keyof Routes]: { params: ParamsOfRoute<Routes, Route>; request: RequestOfRoute<Routes, Route>; response: ResponseOfRoute<Routes, Route> };
};
