import type { FastifyInstance } from 'fastify';
import { DOCS_PATH } from './docs.js';

export const REGISTRY_DOCS_PATH = '/api/registry/docs';

interface OpenApiDocument {
  info?: Record<string, unknown>;
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
}

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>tvmscan registry API</title>
    <link rel="stylesheet" type="text/css" href="${DOCS_PATH}/static/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/static/swagger-ui-bundle.js" charset="UTF-8"></script>
    <script src="${REGISTRY_DOCS_PATH}/initializer.js" charset="UTF-8"></script>
  </body>
</html>
`;
const INITIALIZER = `window.ui = SwaggerUIBundle({ url: '${REGISTRY_DOCS_PATH}/json', dom_id: '#swagger-ui' });\n`;

/** Only the paths under `prefix` of the server's OpenAPI document: each API is documented on its own. */
export function documentOf(document: OpenApiDocument, prefix: string): OpenApiDocument {
  return { ...document, paths: Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(`${prefix}/`))) };
}

/**
 * The registry API's OpenAPI document (JSON at …/docs/json) and its browsable page, drawn with the explorer
 * documentation's copy of Swagger UI: one Swagger plugin documents every route of the server, and each API's
 * document keeps its own paths.
 */
export function registerRegistryDocs(app: FastifyInstance, prefix: string): void {
  const hide = { schema: { hide: true } };
  app.get(`${REGISTRY_DOCS_PATH}/json`, hide, async () => {
    const document = documentOf(app.swagger() as OpenApiDocument, prefix);
    return {
      ...document,
      info: {
        title: 'tvmscan registry API',
        description:
          'Token registry and sign-in (spec 001 §7 Registry / admin API). Authorized calls take an OpenID access token as ' +
          '`Authorization: Bearer`; admin calls answer 403 to other users. Any API takes an API key as `X-API-Key`, which ' +
          'raises its rate limit from per address to per key.',
        version: '1.0.0',
      },
    };
  });
  app.get(REGISTRY_DOCS_PATH, hide, async (_request, reply) => reply.type('text/html').send(PAGE));
  app.get(`${REGISTRY_DOCS_PATH}/initializer.js`, hide, async (_request, reply) => reply.type('application/javascript').send(INITIALIZER));
}
