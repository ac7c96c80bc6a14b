import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { userByApiKeyHash, type ChainSchema, type UserRecord } from '@tvmscan/store';
import { unauthorized } from '../http/api-error.js';
import { API_KEY_HEADER, apiKeyHash, isApiKeyShape } from './api-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner of the API key the request carries, once the key was found active. */
    apiKeyOwner: UserRecord | null;
  }
}

/**
 * A request to any API that carries an API key is its owner's: the key must be active (an unknown or revoked one
 * is answered 401 at once, before the request is counted), and the rate limit then counts it per key.
 */
export function installApiKeys(app: FastifyInstance, db: Kysely<ChainSchema>): void {
  app.decorateRequest('apiKeyOwner', null);
  app.addHook('onRequest', async (request) => {
    const value = request.headers[API_KEY_HEADER];
    if (value === undefined || !request.url.startsWith('/api/')) return;
    if (typeof value !== 'string' || !isApiKeyShape(value))
      throw unauthorized(`the ${API_KEY_HEADER} header is not an API key of this server`, `headers/${API_KEY_HEADER}`);
    const owner = await userByApiKeyHash(db, apiKeyHash(value));
    if (!owner) throw unauthorized('the API key is unknown or was revoked; create a new one', `headers/${API_KEY_HEADER}`);
    request.apiKeyOwner = owner;
  });
}
