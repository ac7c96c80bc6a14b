import type { TSchema } from 'typebox';

/** Whom a call is for: anyone, a signed-in user (a bearer access token), or an admin. */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/**
 * A call of a route table (keyed `METHOD path`, path parameters as `:name`): what its route validates and answers
 * with, and what its OpenAPI operation says. The routes are registered from these entries (routes/route-table.ts).
 * - `tag`: the operation's group in the document (the registry's calls are grouped by `access` instead).
 * - `access`: a call for a signed-in user or an admin is refused (401, 403) before its body is read.
 * - `viewer`: a public call that also reads the bearer token when one is sent (a bad one is refused with 401).
 * - `bare`: the answer is the schema itself, not `{ data }`.
 * - `bodyLimit`: the largest body in bytes, when the server's default (64 KiB) is too small.
 * - `signed`: the call is signed with an API key, a nonce and a signature over its body (auth/request-signatures.ts),
 *   checked before its body is validated; its table is registered in a scope that requires the signatures.
 */
export interface RouteEntry {
  readonly tag?: string;
  readonly description?: string;
  readonly access?: RouteAccess;
  readonly viewer?: true;
  readonly bare?: true;
  readonly signed?: true;
  readonly bodyLimit?: number;
  readonly params?: TSchema;
  readonly body?: TSchema;
  readonly response: TSchema;
}

/** A route table: every call of an API. */
export type RouteTable = Readonly<Record<string, RouteEntry>>;

type Tagged<Routes extends Record<string, RouteEntry>> = { readonly [Route in keyof Routes]: Routes[Route] & { readonly tag: string } };

/** The calls of `routes`, each put in the document's group `tag`. */
export function tagged<const Routes extends Record<string, RouteEntry>>(tag: string, routes: Routes): Tagged<Routes> {
  return Object.fromEntries(Object.entries(routes).map(([route, entry]) => [route, { ...entry, tag }])) as Tagged<Routes>;
}
