import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteEntry } from '../schemas/route-entry.js';
import type { Authentication, SignedInUser } from './authentication.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller of a call whose entry asks for one (`access`, `viewer`), once its token was accepted. */
    caller: SignedInUser | null;
  }
}

/** Gives the requests of `app` their `caller` (none until a call's access check finds one). */
export function installCallers(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('caller')) app.decorateRequest('caller', null);
}

/**
 * The check a call's entry asks for, as an `onRequest` hook: it runs before the body is read or validated, so that a
 * caller without a valid token gets 401 (a signed-in user who is not an admin 403 on an admin call) whatever the body,
 * and learns nothing of its schema. A viewer call takes a token when one is sent; a bad one is refused. Undefined for
 * a public call.
 */
export function accessCheck(entry: RouteEntry, auth: Authentication | undefined): ((request: FastifyRequest) => Promise<void>) | undefined {
  if (entry.access !== 'signed-in' && entry.access !== 'admin' && !entry.viewer) return undefined;
  if (!auth) throw new Error('a route table with signed-in, admin or viewer calls is registered without its authentication');
  if (entry.access === 'admin') {
    return async (request) => {
      request.caller = await auth.admin(request);
    };
  }
  if (entry.access === 'signed-in') {
    return async (request) => {
      request.caller = await auth.signedIn(request);
    };
  }
  return async (request) => {
    request.caller = (await auth.optional(request)) ?? null;
  };
}
