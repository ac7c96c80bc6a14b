import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts content-hashed files under /assets/: they never change. */
const HASHED_ASSETS = /[\\/]assets[\\/]/;

/**
 * Serves the web app's build; `index.html` is answered for paths that are no file (the app routes them itself).
 * The build writes a `.br` and a `.gz` beside each text file: a client that accepts one gets it, with `Vary`.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (response, path: string) => {
      response.header('cache-control', HASHED_ASSETS.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
