import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The content policy allows what the web app and the API documentation load:
 * scripts and styles of the site itself (the documentation's styles are partly inline), images from anywhere
 * over https and data: URLs (the network logos), and API calls to any https origin (`api.*` of /config.json).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}

/** Cross-origin calls only from the listed origins; none when the list is empty or absent. */
export async function registerCors(app: FastifyInstance, origins: readonly string[] | undefined): Promise<void> {
  await app.register(cors, {
    origin: origins && origins.length > 0 ? [...origins] : false,
    methods: ['GET', 'POST'],
    maxAge: 600,
  });
}
