import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Static } from 'typebox';
import { accessCheck, installCallers } from '../auth/route-access.js';
import type { Authentication, SignedInUser } from '../auth/authentication.js';
import { refuseUnstorableText } from '../http/storable-text.js';
import type { BodyOfEntry, ParamsOfEntry } from '../route-table-types.js';
import { Data } from '../schemas/common.js';
import type { RouteAccess, RouteEntry, RouteTable } from '../schemas/route-entry.js';
import type { ApiInstance } from './context.js';

/** The caller a handler is given: always for a signed-in or admin call, when a token came for a viewer call, else none. */
type CallerOf<Entry> = Entry extends { readonly access: 'signed-in' | 'admin' }
  ? SignedInUser
  : Entry extends { readonly viewer: true }
    ? SignedInUser | undefined
    : undefined;

/** What a handler is given: its inputs as its entry's schemas validated them, its caller, and the request and reply. */
export interface RouteCall<Entry extends RouteEntry> {
  readonly params: ParamsOfEntry<Entry>;
  readonly body: BodyOfEntry<Entry>;
  readonly caller: CallerOf<Entry>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A call's handler: what the API serves from (`Context`), and the call; it answers the entry's `response`. */
type RouteHandler<Entry extends RouteEntry, Context> = (context: Context, call: RouteCall<Entry>) => Promise<Static<Entry['response']>>;

/** The handlers of a table's calls (of `Route`, every call by default), keyed as the table keys them. */
export type RouteHandlers<Table extends RouteTable, Context, Route extends keyof Table = keyof Table> = {
  readonly [Key in Route]: RouteHandler<Table[Key], Context>;
};

interface TableOptions {
  /** How the callers of the table's signed-in, admin and viewer calls are known. */
  readonly auth?: Authentication;
  /** Every answer is its schema itself rather than `{ data }` (the verification service). */
  readonly bare?: boolean;
}

type Security = readonly Readonly<Record<string, readonly string[]>>[];
/** A signed-in call needs the bearer token; a viewer call takes one, or none. */
const BEARER: Security = [{ bearer: [] }];
const OPTIONAL_BEARER: Security = [{}, { bearer: [] }];
/** A signed call needs the API key, besides its nonce and signature headers. */
const API_KEY: Security = [{ apiKey: [] }];

/** The document's group of a call that names none, by whom the call is for. */
const ACCESS_TAGS: Record<RouteAccess, string> = { public: 'public', 'signed-in': 'authorized', admin: 'admin' };

/**
 * Registers every call of a route table with its handler: the schemas it validates and answers with, its operation in
 * the OpenAPI document (group, description, security), its body limit, and its access check, which runs as the
 * request arrives so that a caller without the credentials the call needs gets 401 (or 403) whatever the body. Text
 * PostgreSQL cannot store is refused (400, the field named) before the handler runs.
 */
export function registerTable<Table extends RouteTable, Context>(
  app: ApiInstance,
  table: Table,
  handlers: RouteHandlers<Table, Context>,
  context: Context,
  options: TableOptions = {},
): void {
  installCallers(app);
  for (const [route, entry] of Object.entries(table)) {
    const handler = handlers[route] as RouteHandler<RouteEntry, Context>;
    registerRoute(app, route, entry, (call) => handler(context, call), options);
  }
}

function registerRoute(
  app: ApiInstance,
  route: string,
  entry: RouteEntry,
  handler: (call: RouteCall<RouteEntry>) => Promise<unknown>,
  options: TableOptions,
): void {
  const [method, url] = route.split(' ') as [HTTPMethods, string];
  const bare = options.bare === true || entry.bare === true;
  const check = accessCheck(entry, options.auth);
  app.route({
    method,
    url,
    ...(entry.bodyLimit === undefined ? {} : { bodyLimit: entry.bodyLimit }),
    ...(check === undefined ? {} : { onRequest: check }),
    schema: operationOf(entry, bare),
    handler: async (request, reply) => {
      refuseUnstorableText(request);
      const data = await handler({
        params: request.params,
        body: request.body,
        caller: request.caller ?? undefined,
        request,
        reply,
      } as RouteCall<RouteEntry>);
      return bare ? data : { data };
    },
  });
}

/** The route's schemas and its operation in the OpenAPI document. */
function operationOf(entry: RouteEntry, bare: boolean) {
  const signedIn = entry.access === 'signed-in' || entry.access === 'admin';
  return {
    tags: [entry.tag ?? ACCESS_TAGS[entry.access ?? 'public']],
    ...(entry.description === undefined ? {} : { description: entry.description }),
    ...(signedIn ? { security: BEARER } : entry.viewer ? { security: OPTIONAL_BEARER } : entry.signed ? { security: API_KEY } : {}),
    ...(entry.params === undefined ? {} : { params: entry.params }),
    ...(entry.body === undefined ? {} : { body: entry.body }),
    response: { 200: bare ? entry.response : Data(entry.response) },
  };
}
