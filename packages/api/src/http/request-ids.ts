import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The answer header naming the request, as the server's log names it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id unique across restarts, so that a logged id finds one request. */
export function newRequestId(): string {
  return randomUUID();
}

/** Every answer names its request, so that an operator can find it in the log. */
export function sendRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
