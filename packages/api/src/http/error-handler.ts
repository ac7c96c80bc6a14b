import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QueryInputError, TokenListRuleError } from '@tvmscan/store';
import { ApiError } from './api-error.js';
import { tokenListRuleAnswer } from './token-list-errors.js';

type ErrorCode =
  'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'MethodNotAllowed' | 'PreconditionFailed' | 'TooManyRequests' | 'Internal';

interface ErrorBody {
  error: { code: ErrorCode; kind?: string; message: string; requestId?: string };
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

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
    const allowed = ROUTE_METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('MethodNotAllowed', `${request.method} ${path} is not allowed; use ${allowed.join(' or ')}`));
    }
    return reply.status(404).send(errorBody('NotFound', `${request.method} ${path} not found`));
  });
}

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export function errorBody(code: ErrorCode, message: string, kind?: string): ErrorBody {
  return { error: kind === undefined ? { code, message } : { code, kind, message } };
}

function describeError(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof TokenListRuleError) return describeError(tokenListRuleAnswer(error));
  if (error instanceof ApiError) return { status: error.statusCode, body: errorBody(error.code, error.message, error.kind) };
  if (error instanceof QueryInputError) {
    return { status: 400, body: errorBody('BadRequest', `body/${error.field} ${error.detail}`, error.code === 'cursor' ? 'cursor' : 'format') };
  }
  const fastifyError = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (fastifyError.validation && fastifyError.validation.length > 0) {
    const issue = fastifyError.validation[0]!;
    return { status: 400, body: errorBody('BadRequest', validationMessage(fastifyError.validationContext ?? 'body', issue), issue.keyword) };
  }
  if ((error as { code?: unknown }).code === QUERY_CANCELED) {
    return { status: 503, body: errorBody('Internal', 'the query took too long; narrow the filters and try again') };
  }
  const status = fastifyError.statusCode;
  if (status === 429) return { status, body: errorBody('TooManyRequests', error.message) };
  if (status !== undefined && status >= 400 && status < 500)
    return { status, body: errorBody(status === 404 ? 'NotFound' : 'BadRequest', error.message) };
  return { status: 500, body: errorBody('Internal', 'internal error') };
}

/** `body/limit must be <= 100`; an unknown field is named rather than its parent (`body/foo is not allowed`). */
function validationMessage(context: string, issue: ValidationIssue): string {
  const path = `${context}${issue.instancePath}`;
  if (issue.keyword === 'additionalProperties') return `${path}/${String(issue.params['additionalProperty'])} is not allowed`;
  if (issue.keyword === 'required') return `${path}/${String(issue.params['missingProperty'])} is required`;
  return `${path} ${issue.message ?? 'is not valid'}`;
}
