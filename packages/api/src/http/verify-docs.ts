import type { FastifyInstance } from 'fastify';
import { DOCS_PATH } from './docs.js';
import { documentOf } from './registry-docs.js';

export const VERIFY_DOCS_PATH = '/api/verify/docs';

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>tvmscan verification API</title>
    <link rel="stylesheet" type="text/css" href="${DOCS_PATH}/static/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/static/swagger-ui-bundle.js" charset="UTF-8"></script>
    <script src="${VERIFY_DOCS_PATH}/initializer.js" charset="UTF-8"></script>
  </body>
</html>
`;
const INITIALIZER = `window.ui = SwaggerUIBundle({ url: '${VERIFY_DOCS_PATH}/json', dom_id: '#swagger-ui' });\n`;

/** The verification API's OpenAPI document (JSON at …/docs/json) and its page, as the registry API's are drawn. */
export function registerVerifyDocs(app: FastifyInstance, prefix: string): void {
  const hide = { schema: { hide: true } };
  app.get(`${VERIFY_DOCS_PATH}/json`, hide, async () => {
    const document = documentOf(app.swagger() as Parameters<typeof documentOf>[0], prefix);
    return {
      ...document,
      info: {
        title: 'tvmscan verification API',
        description:
          'Contract verification (spec 001 §7 Verification service): verified contracts by code hash or address, their list, ' +
          'the installed compiler and linker versions, compiling uploaded sources, and messages and transactions read with ' +
          'verified ABIs. Answers are the objects themselves, without a `data` envelope; errors are the API error body.',
        version: '1.0.0',
      },
    };
  });
  app.get(VERIFY_DOCS_PATH, hide, async (_request, reply) => reply.type('text/html').send(PAGE));
  app.get(`${VERIFY_DOCS_PATH}/initializer.js`, hide, async (_request, reply) => reply.type('application/javascript').send(INITIALIZER));
}
