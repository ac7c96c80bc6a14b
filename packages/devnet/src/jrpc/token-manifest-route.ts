import type { IncomingMessage, ServerResponse } from 'node:http';
import { reply } from './http-io.js';

/** Where the devnet serves the manifest of its tokens on its HTTP server, next to its price service. */
export const TOKEN_MANIFEST_PATH = '/tokens/manifest.json';

export function isTokenManifestRequest(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://devnet').pathname === TOKEN_MANIFEST_PATH;
}

/** `GET /tokens/manifest.json`: the devnet's token manifest. */
export async function serveTokenManifest(manifest: object, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    reply(response, 405, { error: { code: 'MethodNotAllowed', message: `${request.method ?? 'this method'} is not allowed; use GET` } });
    return;
  }
  reply(response, 200, manifest);
}
