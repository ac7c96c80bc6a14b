import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.js';

/** Node's reasons for dropping a request before Fastify sees it, and the answers they get. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'the request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'the request did not arrive in time' },
};
const MALFORMED = { status: 400, message: 'the request is not valid HTTP' };

/**
 * Answers a request Node could not parse (or that arrived too slowly) with the error body of the API, then closes
 * the connection; a socket already reset or closed gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  if (socket.writable) socket.write(rawAnswer(status, JSON.stringify(errorBody('BadRequest', message))));
  socket.destroy();
}

/**
 * Errors Fastify meets before routing, in the error body of the API: a path whose percent-encoding is no UTF-8 text
 * (`%ED%A0%80`, a lone surrogate; `%C0%80`, an overlong NUL) is named as the path parameters it holds.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    const path = request.url.split('?')[0]!;
    return void reply.status(400).send(errorBody('BadRequest', `params of ${path} are not percent-encoded UTF-8 text`, 'format'));
  }
  void reply.status(error.statusCode ?? 400).send(errorBody('BadRequest', error.message));
}

/** An `Expect` other than 100-continue is refused with 417 and the error body (Node's own answer has no body). */
export function refuseUnknownExpectations(server: Server): void {
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(errorBody('BadRequest', `Expect: ${String(request.headers.expect)} is not supported`));
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
    response.end(body);
  });
}

function rawAnswer(status: number, body: string): string {
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
