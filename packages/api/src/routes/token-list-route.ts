import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenListById, type TokenListRecord, type TokenListViewer } from '@tvmscan/store';
import type { SignedInUser } from '../auth/authentication.js';
import { forbidden, notFound } from '../http/api-error.js';
import type { RegistryParamsOf, RegistryRequestOf, RegistryResponseOf, RegistryRoute } from '../registry-contract.js';
import { Data } from '../schemas/common.js';
import { REGISTRY_ROUTES, type RegistryRouteSchemas } from '../schemas/registry-routes.js';
import type { ApiInstance } from './context.js';
import type { RegistryContext } from './registry-auth.js';

/** The token-list calls of the registry route table. */
export type TokenListRoute = Extract<RegistryRoute, `${string} /v1/${'info' | 'authorized'}/token_lists${string}`>;

/** What a token-list handler is given: its typed inputs, the caller (when signed in) and, for a call on a list, the list. */
export interface TokenListCall<Route extends TokenListRoute> {
  readonly params: RegistryParamsOf<Route>;
  readonly body: RegistryRequestOf<Route>;
  readonly caller: SignedInUser | undefined;
  readonly viewer: TokenListViewer;
  /** The list the path's `:id` names, as the caller sees it (404 when it does not exist for the caller). */
  readonly list: TokenListRecord | undefined;
  /** This site's origin as the caller reached it, for the absolute links a manifest carries. */
  readonly origin: string;
}

type Handler<Route extends TokenListRoute> = (call: TokenListCall<Route>) => Promise<RegistryResponseOf<Route>>;

/** The caller as the token-list queries know it. */
export function viewerOf(caller: SignedInUser | undefined): TokenListViewer {
  if (!caller) return {};
  return { userId: caller.user.id, ...(caller.email === undefined ? {} : { email: caller.email }) };
}

/** A list the viewer may see, or 404: a private list does not exist for others. */
export async function visibleList(context: RegistryContext, id: number, viewer: TokenListViewer): Promise<TokenListRecord> {
  const list = await tokenListById(context.db, id, viewer);
  if (!list) throw notFound(`token list ${id} not found`);
  return list;
}

const LIST_ROLES = { owner: 'owner', 'owner-or-manager': 'owner or a manager' } as const;

function checkRole(list: TokenListRecord, role: NonNullable<RegistryRouteSchemas['listRole']>): void {
  if (role === 'owner' && !list.is_owner) throw forbidden('only the owner of the list may do this');
  if (role === 'owner-or-manager' && !list.is_owner && !list.is_manager) throw forbidden('only the owner or a manager of the list may do this');
}

/**
 * Registers a token-list call from its entry of the route table: its schemas, its sign-in (`access`), and, for a
 * call on a list (`:id`), the list as the caller sees it and the role the entry asks for. So no call of the table
 * can be registered without the checks its entry names.
 */
export function tokenListRoute<Route extends TokenListRoute>(
  app: ApiInstance,
  context: RegistryContext,
  route: Route,
  handler: Handler<Route>,
): void {
  const entry: RegistryRouteSchemas = REGISTRY_ROUTES[route];
  const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const signedIn = entry.access !== 'public';
  app.route({
    method,
    url,
    schema: {
      tags: [signedIn ? 'authorized' : 'public'],
      ...(entry.listRole ? { description: `For the ${LIST_ROLES[entry.listRole]} of the list (403 for anyone else).` } : {}),
      ...(signedIn || entry.viewer ? { security: signedIn ? [{ bearer: [] }] : [{}, { bearer: [] }] } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      response: { 200: entry.bare ? entry.response : Data(entry.response) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = signedIn ? await context.auth.signedIn(request) : entry.viewer ? await context.auth.optional(request) : undefined;
      const viewer = viewerOf(caller);
      const params = request.params as RegistryParamsOf<Route>;
      const id = (params as { id?: string } | undefined)?.id;
      const list = id === undefined ? undefined : await visibleList(context, Number(id), viewer);
      if (list && entry.listRole) checkRole(list, entry.listRole);
      const data = await handler({
        params,
        body: request.body as RegistryRequestOf<Route>,
        caller,
        viewer,
        list,
        origin: `${request.protocol}://${request.host}`,
      });
      reply.header('cache-control', entry.bare ? 'no-cache' : 'private, no-store');
      return entry.bare ? data : { data };
    },
  });
}
