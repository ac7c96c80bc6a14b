import { tokenListById, type TokenListRecord, type TokenListViewer } from '@tvmscan/store';
import type { SignedInUser } from '../auth/authentication.js';
import { ApiError, forbidden, notFound } from '../http/api-error.js';
import type { RegistryResponseOf, RegistryRoute } from '../registry-contract.js';
import { REGISTRY_ROUTES, type RegistryRouteEntry } from '../schemas/registry-routes.js';
import type { RegistryCall, RegistryHandlers } from './api-handlers.js';
import type { RegistryContext } from './registry-context.js';

/** The token-list calls of the registry route table. */
export type TokenListRoute = Extract<RegistryRoute, `${string} /v1/${'info' | 'authorized'}/token_lists${string}`>;

/** What a token-list handler is given besides its call: the caller as the queries know it, the path's list, and this site's origin. */
export interface TokenListCall<Route extends TokenListRoute> extends RegistryCall<Route> {
  readonly viewer: TokenListViewer;
  /** The list the path's `:id` names, as the caller sees it (the call answered 404 when it does not exist for the caller). */
  readonly list: Route extends `${string}/:id${string}` ? TokenListRecord : undefined;
  /** This site's origin as the caller reached it, for the absolute links a manifest carries. */
  readonly origin: string;
}

type TokenListHandlers<Routes extends TokenListRoute> = {
  readonly [Route in Routes]: (context: RegistryContext, call: TokenListCall<Route>) => Promise<RegistryResponseOf<Route>>;
};

/** The largest id the lists' 32-bit key holds: a larger one (the path allows ten digits) names no list. */
const LIST_ID_MAX = 2 ** 31 - 1;

/** The caller as the token-list queries know it. */
function viewerOf(caller: SignedInUser | undefined): TokenListViewer {
  if (!caller) return {};
  return { userId: caller.user.id, ...(caller.email === undefined ? {} : { email: caller.email }) };
}

/** The list of a path's `:id` the viewer may see, or 404 (a private list does not exist for others); 400 for an id no list can have. */
async function visibleList(context: RegistryContext, id: string, viewer: TokenListViewer): Promise<TokenListRecord> {
  const number = Number(id);
  if (number > LIST_ID_MAX) throw new ApiError(400, 'BadRequest', `params/id must be <= ${LIST_ID_MAX}`, 'maximum');
  const list = await tokenListById(context.db, number, viewer);
  if (!list) throw notFound(`token list ${id} not found`);
  return list;
}

function checkRole(list: TokenListRecord, role: NonNullable<RegistryRouteEntry['listRole']>): void {
  if (role === 'owner' && !list.is_owner) throw forbidden('only the owner of the list may do this');
  if (role === 'owner-or-manager' && !list.is_owner && !list.is_manager) throw forbidden('only the owner or a manager of the list may do this');
}

/**
 * The token-list handlers as the registry's: each is given the list of the path's `:id` as the caller sees it, after
 * the role its entry of the route table asks for was checked, and answers uncached. So no call of the table runs
 * without the checks its entry names.
 */
export function tokenListHandlers<Routes extends TokenListRoute>(handlers: TokenListHandlers<Routes>): RegistryHandlers<Routes> {
  const entries = Object.entries(handlers) as [Routes, TokenListHandlers<Routes>[Routes]][];
  return Object.fromEntries(entries.map(([route, handler]) => [route, withList(route, handler)])) as RegistryHandlers<Routes>;
}

function withList<Route extends TokenListRoute>(route: Route, handler: TokenListHandlers<Route>[Route]): RegistryHandlers<Route>[Route] {
  const entry: RegistryRouteEntry = REGISTRY_ROUTES[route];
  return async (context, call) => {
    const viewer = viewerOf(call.caller);
    const id = (call.params as { id?: string } | undefined)?.id;
    const list = id === undefined ? undefined : await visibleList(context, id, viewer);
    if (list && entry.listRole) checkRole(list, entry.listRole);
    call.reply.header('cache-control', entry.bare ? 'no-cache' : 'private, no-store');
    const origin = `${call.request.protocol}://${call.request.host}`;
    return handler(context, { ...call, viewer, list, origin } as TokenListCall<Route>);
  };
}
