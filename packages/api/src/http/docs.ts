import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER } from '../auth/api-keys.js';
import { ErrorBody } from '../schemas/error-body.js';
import { describeOperation } from './openapi-operations.js';
import { RATE_LIMIT_HEADERS, RETRY_AFTER_HEADER } from './rate-limit.js';
import { REQUEST_ID_HEADER } from './request-ids.js';

export const DOCS_PATH = '/api/explorer/docs';

const REQUEST_ID = {
  description: 'The id of the request, as the server logs it; a 5xx body repeats it as `error.requestId`.',
  schema: { type: 'string' },
};
const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
/** The failures every call may meet, besides the ones its own schema describes. */
const ERROR_RESPONSES = {
  '4XX': {
    description:
      'BadRequest: 400 (a field named in the message), 408 (the request did not arrive within the header or body ' +
      'timeout), 413 (a body over 64 KiB), 415 (not JSON, text/plain included), 417 (an Expect other than ' +
      '100-continue), 431 (headers too large); NotFound: 404; TooManyRequests: 429 (the per-IP rate limit)',
    headers: { [REQUEST_ID_HEADER]: REQUEST_ID },
    content: ERROR_CONTENT,
  },
  '5XX': {
    description: 'Internal: 500 (logged with its request id, which the body carries), 503 (a query ran too long, or the state source is unreachable)',
    headers: { [REQUEST_ID_HEADER]: REQUEST_ID },
    content: ERROR_CONTENT,
  },
};

/** The calls of the four APIs, each under the server's rate limit (not /config.json, /health, /ready). */
const RATE_LIMITED_PATHS = /^\/api\/\w+\//;

/** The OpenAPI form of the rate limit's headers: on every answer, and `Retry-After` besides on a 429. */
const RATE_LIMIT_NOTE = ' Sent while the server has a rate limit (on by default), except on 408, 417 and 431, which are answered before routing.';
const asHeaders = (headers: Record<string, { type: string; description: string }>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, { type, description }]) => [name, { description: `${description}.${RATE_LIMIT_NOTE}`, schema: { type } }]),
  );
const RATE_LIMITED = asHeaders(RATE_LIMIT_HEADERS);
const RATE_LIMITED_429 = asHeaders({ ...RATE_LIMIT_HEADERS, ...RETRY_AFTER_HEADER });

/** Paths of the APIs that have their own document (registry-docs.ts). */
const OTHER_API_PATHS = /^\/api\/(?:registry|tokens|verify)\//;

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, Parameters<typeof describeOperation>[2] & { responses?: Record<string, { headers?: Record<string, unknown> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Adds what every operation shares to the generated document: its operationId and examples, the error answers, and
 * X-Request-Id on every answer.
 */
function withSharedResponses(document: OpenApiDocument): OpenApiDocument {
  const idsByApi = new Map<string, Set<string>>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const api = /^\/api\/\w+/.exec(path)?.[0] ?? '';
    const taken = idsByApi.get(api) ?? new Set<string>();
    idsByApi.set(api, taken);
    for (const [method, operation] of Object.entries(operations)) {
      describeOperation(method, path, operation, taken);
      const responses = (operation.responses ??= {});
      Object.assign(responses, structuredClone(ERROR_RESPONSES));
      const limited = RATE_LIMITED_PATHS.test(path);
      for (const [status, response] of Object.entries(responses)) {
        const rateLimit = limited ? (status === '429' ? RATE_LIMITED_429 : RATE_LIMITED) : {};
        response.headers = { ...response.headers, [REQUEST_ID_HEADER]: REQUEST_ID, ...rateLimit };
      }
    }
  }
  // The TypeBox schema is plain JSON Schema once its symbol-keyed metadata is left out.
  const error = JSON.parse(JSON.stringify(ErrorBody)) as unknown;
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Error: error } };
  return document;
}

/** The OpenAPI document built from the route schemas, browsable at /api/explorer/docs (JSON at …/docs/json). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'tvmscan explorer API',
        description: 'Blocks, transactions, messages, accounts, validators and statistics of a TVM network (spec 000 §7).',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      // The registry API's signed-in calls name the bearer scheme; any call takes an API key, which raises its rate
      // limit (API.md, "Conventions"). Each API's page shows its own paths (registry-docs.ts).
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An OpenID access token of the configured provider' },
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'A personal API key (GET /api/registry/v1/authorized/api_key)' },
        },
      },
      security: [{}, { apiKey: [] }],
    },
    transformObject: (document) => withSharedResponses(('openapiObject' in document ? document.openapiObject : {}) as OpenApiDocument) as object,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: false,
    transformSpecification: (document: Readonly<Record<string, unknown>>) => {
      const paths = Object.entries((document as OpenApiDocument).paths ?? {}).filter(([path]) => !OTHER_API_PATHS.test(path));
      return { ...document, paths: Object.fromEntries(paths) };
    },
  });
}
