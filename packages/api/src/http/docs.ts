import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const DOCS_PATH = '/api/explorer/docs';

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
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: false });
}
