import type { FastifyInstance } from 'fastify';
import { DOCS_PATH } from './docs.js';

export const REGISTRY_DOCS_PATH = '/api/registry/docs';

interface OpenApiDocument {
  info?: Record<string, unknown>;
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
}

/** A Swagger UI page drawn with the explorer documentation's copy of Swagger UI, reading the document at `${docsPath}/json`. */
function docsPage(title: string, docsPath: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>${title}</title>
    <link rel="stylesheet" type="text/css" href="${DOCS_PATH}/static/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/static/swagger-ui-bundle.js" charset="UTF-8"></script>
    <script src="${docsPath}/initializer.js" charset="UTF-8"></script>
  </body>
</html>
`;
}

/** Only the paths under `prefix` of the server's OpenAPI document: each API is documented on its own. */
export function documentOf(document: OpenApiDocument, prefix: string): OpenApiDocument {
  return { ...document, paths: Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(`${prefix}/`))) };
}

/** The document and the browsable page of one API of the server: its own paths under `prefix`, at `docsPath`. */
export interface ApiDocs {
  readonly docsPath: string;
  readonly prefix: string;
  readonly title: string;
  readonly description: string;
}

/**
 * An API's OpenAPI document (JSON at …/docs/json) and its browsable page, drawn with the explorer documentation's
 * copy of Swagger UI: one Swagger plugin documents every route of the server, and each API's document keeps its
 * own paths.
 */
export function registerApiDocs(app: FastifyInstance, { docsPath, prefix, title, description }: ApiDocs): void {
  const hide = { schema: { hide: true } };
  const page = docsPage(title, docsPath);
  const initializer = `window.ui = SwaggerUIBundle({ url: '${docsPath}/json', dom_id: '#swagger-ui' });\n`;
  app.get(`${docsPath}/json`, hide, async () => {
    const document = documentOf(app.swagger() as OpenApiDocument, prefix);
    return { ...document, info: { title, description, version: '1.0.0' } };
  });
  app.get(docsPath, hide, async (_request, reply) => reply.type('text/html').send(page));
  app.get(`${docsPath}/initializer.js`, hide, async (_request, reply) => reply.type('application/javascript').send(initializer));
}

/** The registry API's document at /api/registry/docs. */
export function registerRegistryDocs(app: FastifyInstance, prefix: string): void {
  registerApiDocs(app, {
    docsPath: REGISTRY_DOCS_PATH,
    prefix,
    title: 'tvmscan registry API',
    description:
      'Token registry and sign-in (spec 001 §7 Registry / admin API): API keys, token lists with their managers, ' +
      'proposals, ordering and manifests. Authorized calls take an OpenID access token as `Authorization: Bearer`; ' +
      'admin calls answer 403 to other users, and a call on a token list answers 403 to a caller without the role it ' +
      'needs (owner: settings, deletion, managers; owner or manager: tokens, ordering, proposals). A private list is ' +
      'absent (404) for anyone but its owner and managers; the public calls read the bearer token when one is sent. ' +
      'A refused token-list field answers 400 with its spec kind and text (`body/url Field must be unique`). Any API ' +
      'takes an API key as `X-API-Key`, which raises its rate limit from per address to per key.',
  });
}
