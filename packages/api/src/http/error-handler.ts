import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QueryInputError, TokenListRuleError, type QueryInputReason } from '@tvmscan/store';
import type { ApiErrorBody, ErrorCode, ErrorKind } from '../schemas/error-body.js';
import { ApiError } from './api-error.js';
import { tokenListRuleAnswer } from './token-list-errors.js';
import { fieldRefusal, type ValidationIssue } from './validation-errors.js';

/** PostgreSQL's query_canceled: the statement timeout fired. */
const QUERY_CANCELED = '57014';

/** Paths of files rather than of app routes: under /assets/, or with an extension in the last segment. */
const FILE_PATH = /^\/assets\/|\.[A-Za-z0-9]+$/;

/**
 * Every failure becomes the error body of the architecture; nothing a client sends is answered with a 5xx. A 5xx
 * is logged with its request id, and its body carries that id.
 * With `spaIndex`, a GET for an app route (a path outside /api/ that names no file) gets the web app's index.html;
 * a missing file is a 404, so that a tab of an older build fails plainly when it asks for a chunk that is gone.
 */
export function installErrorHandler(app: FastifyInstance, spaIndex: boolean): void {
  const routes = routeIndex(app);
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describeError(error);
    if (status < 500) return reply.status(status).send(body);
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ error: { ...body.error, requestId: request.id } });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (spaIndex && request.method === 'GET' && !path.startsWith('/api/') && !FILE_PATH.test(path)) {
      return reply.type('text/html').sendFile('index.html');
    }
    const allowed = routes.methodsOf(path);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('MethodNotAllowed', `${request.method} ${path} is not allowed; use ${allowed.join(' or ')}`, 'Method'));
    }
    return reply.status(404).send(errorBody('NotFound', `${request.method} ${path} not found`, 'NotFound'));
  });
}

const ROUTE_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/**
 * The routes of the server as they are added (the hook is inherited by every API registered after it), so that a
 * request the router did not match can be told the methods its path takes: a path with parameters
 * (`/address/active/0:…`) matches its route's pattern (`/address/active/:root`).
 */
function routeIndex(app: FastifyInstance): { methodsOf(path: string): string[] } {
  const patterns: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (ROUTE_METHODS.has(method)) patterns.push({ method, pattern: routePattern(route.url) });
    }
  });
  return {
    methodsOf: (path) => [...new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method))],
  };
}

/** A route URL as a pattern of the paths it matches: each `:name` one path segment. */
function routePattern(url: string): RegExp {
  const parts = url.split(/(:\w+)/).map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}

export function errorBody(code: ErrorCode, message: string, kind: ErrorKind, field?: string): ApiErrorBody {
  return { error: field === undefined ? { code, kind, message } : { code, kind, field, message } };
}

/** The kind of a store's refusal of a query input, by why it refused it. */
const QUERY_INPUT_KINDS: Readonly<Record<QueryInputReason, ErrorKind>> = {
  invalid: 'Error',
  required: 'Required',
  range: 'Range',
  choice: 'Enum',
  address: 'TonAddress',
  conflict: 'Unexpected',
  cursor: 'Cursor',
};

/** What the JSON body parser refuses: a body that is no JSON, or one with a `__proto__` or `constructor.prototype` key. */
const POISONED_JSON = /forbidden prototype property/;

function describeError(error: FastifyError | Error): { status: number; body: ApiErrorBody } {
  if (error instanceof TokenListRuleError) return describeError(tokenListRuleAnswer(error));
  if (error instanceof ApiError) return { status: error.statusCode, body: errorBody(error.code, error.message, error.kind, error.field) };
  if (error instanceof QueryInputError) {
    const field = `body/${error.field}`;
    return { status: 400, body: errorBody('BadRequest', `${field} ${error.detail}`, QUERY_INPUT_KINDS[error.reason], field) };
  }
  const fastifyError = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (fastifyError.validation && fastifyError.validation.length > 0) {
    const { field, kind, message } = fieldRefusal(fastifyError.validationContext ?? 'body', fastifyError.validation);
    return { status: 400, body: errorBody('BadRequest', message, kind, field) };
  }
  if ((error as { code?: unknown }).code === QUERY_CANCELED) {
    return { status: 503, body: errorBody('Internal', 'the query took too long; narrow the filters and try again', 'Unknown') };
  }
  const status = fastifyError.statusCode;
  if (status === 429) return { status, body: errorBody('TooManyRequests', error.message, 'RateLimit') };
  if (POISONED_JSON.test(error.message)) {
    return {
      status: 400,
      body: errorBody('BadRequest', 'body/__proto__ is not allowed: a body may not name an object prototype', 'Unexpected', 'body/__proto__'),
    };
  }
  if (status === 404) return { status, body: errorBody('NotFound', error.message, 'NotFound') };
  if (status !== undefined && status >= 400 && status < 500) return { status, body: errorBody('BadRequest', error.message, 'Request', 'body') };
  return { status: 500, body: errorBody('Internal', 'internal error', 'Unknown') };
}
