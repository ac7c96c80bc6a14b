import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The content policy: what the web app and the API documentation load. */
const CONTENT_SECURITY_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer. The content policy allows what the web app and the API documentation load:
 * scripts and styles of the site itself (the documentation's styles are partly inline), images from anywhere
 * over https and data: URLs (the network logos), API calls to any https origin (`api.*` of /config.json) and to the
 * sign-in provider of /config.json; with the devnet's local wallet (`localWallet` of /config.json), its JRPC endpoint and
 * giver, and compiling WebAssembly (`'wasm-unsafe-eval'`: the wallet runs nekoton's wasm in the page).
 * `upgrade-insecure-requests` and HSTS go only to requests that came over https (directly, or through a trusted
 * proxy's X-Forwarded-Proto): over plain HTTP on a LAN name they would send the browser to an https port that
 * does not exist, and the app would load nothing.
 */
export function registerSecurityHeaders(app: FastifyInstance, signInAuthority?: string, localWallet?: { endpoint: string; giver: string }): void {
  // The app fetches the sign-in provider's discovery, keys and tokens, which may be plain http (the local provider);
  // the local wallet calls the devnet's JRPC and giver, plain http on the devnet's own port.
  const origins = [signInAuthority, localWallet?.endpoint, localWallet?.giver].flatMap((url) => (url ? [new URL(url).origin] : []));
  const directives = {
    ...CONTENT_SECURITY_DIRECTIVES,
    scriptSrc: localWallet ? [...CONTENT_SECURITY_DIRECTIVES.scriptSrc, "'wasm-unsafe-eval'"] : CONTENT_SECURITY_DIRECTIVES.scriptSrc,
    connectSrc: [...new Set([...CONTENT_SECURITY_DIRECTIVES.connectSrc, ...origins])],
  };
  // Built once: helmet parses its options when the middleware is made, so making it per request costs every call.
  const secure = helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false });
  const plain = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore these over plain HTTP on a non-loopback name, and say so in the console.
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = request.protocol === 'https' ? secure : plain;
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
