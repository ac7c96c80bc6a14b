import type { IncomingMessage, ServerResponse } from 'node:http';
import { URL_COLLECTION_PREFIX, urlCollectionDocument } from '../workload/tokens/url-collection-metadata.js';
import { reply } from './http-io.js';

export function isUrlCollectionRequest(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://devnet').pathname.startsWith(URL_COLLECTION_PREFIX);
}

/** `GET /nft-metadata/url-collection/…`: the metadata of the URL collection and of its NFTs. */
export async function serveUrlCollection(origin: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    reply(response, 405, { error: { code: 'MethodNotAllowed', message: `${request.method ?? 'this method'} is not allowed; use GET` } });
    return;
  }
  const answer = urlCollectionDocument(origin, new URL(request.url ?? '/', 'http://devnet').pathname);
  reply(response, answer.status, answer.body);
}
