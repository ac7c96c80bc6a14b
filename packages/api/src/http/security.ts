import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. The content policy allows what the web app and the API documentation load:
 * scripts and styles of the site itself (the documentation's styles are partly inline), images from anywhere
 * over https and data: URLs (the network logos), and API calls to any https origin (`api.*` of /config.json).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: helmet parses its options when the middleware is made, so making it per request costs every call.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

/** Cross-origin calls only from the listed origins; none when the list is empty or absent. */
export async function registerCors(app: FastifyInstance, origins: readonly string[] | undefined): Promise<void> {
  await app.register(cors, {
    origin: origins && origins.length > 0 ? [...origins] : false,
    methods: ['GET', 'POST'],
    maxAge: 600,
  });
}
