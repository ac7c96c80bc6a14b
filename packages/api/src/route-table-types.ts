/**
 * The types a contract entry reads from its route table (`METHOD path` → its schemas): types only, so that the web
 * compiles against them with `import type`.
 */
import type { Static, TSchema } from 'typebox';
import type { RouteTable } from './schemas/route-entry.js';

/** The path parameters a call's entry takes, or `undefined` when its path has none. */
export type ParamsOfEntry<Entry> = Entry extends { readonly params: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** The JSON body a call's entry takes, or `undefined` when it takes none. */
export type BodyOfEntry<Entry> = Entry extends { readonly body: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** The path parameters a call takes, or `undefined` when its path has none. */
export type ParamsOfRoute<Routes extends RouteTable, Route extends keyof Routes> = ParamsOfEntry<Routes[Route]>;

/** The JSON body a call takes, or `undefined` when it takes none. */
export type RequestOfRoute<Routes extends RouteTable, Route extends keyof Routes> = BodyOfEntry<Routes[Route]>;

/** The `data` of a call's successful answer `{ data }`. */
export type ResponseOfRoute<Routes extends RouteTable, Route extends keyof Routes> = Static<Routes[Route]['response']>;

/** Every call of a route table with its path parameters, its request and its answer. */
export type ContractOfRoutes<Routes extends RouteTable> = {
  [Route in keyof Routes]: { params: ParamsOfRoute<Routes, Route>; request: RequestOfRoute<Routes, Route>; response: ResponseOfRoute<Routes, Route> };
};
