import type { FastifyReply } from 'fastify';
import { activeApiKeyCreatedAt, addFirstApiKey, replaceApiKey, type StoredApiKey } from '@tvmscan/store';
import { apiKeyHash, newApiKey, type NewApiKey } from '../auth/api-keys.js';
import type { ApiKeyResponse } from '../schemas/registry.js';
import type { RegistryHandlers } from './api-handlers.js';

type ApiKeyRoute = 'GET /v1/authorized/api_key' | 'GET /v1/authorized/api_key/status' | 'POST /v1/authorized/api_key/rotate';

/**
 * A user's personal API key (one active at most). The spec's GET shows a key once: it creates one for a user who holds
 * none, and otherwise only says that the key is active and since when, so that a replayed or prefetched GET changes
 * nothing; replacing a key is an explicit POST. REGISTRY.md explains the calls.
 */
export const API_KEY_HANDLERS: RegistryHandlers<ApiKeyRoute> = {
  'GET /v1/authorized/api_key': async ({ db }, { caller, reply }) => {
    const key = newApiKey();
    const created = await addFirstApiKey(db, caller.user.id, stored(key));
    if (created) return shown(reply, key, created);
    return hidden(reply, await activeApiKeyCreatedAt(db, caller.user.id));
  },
  'GET /v1/authorized/api_key/status': async ({ db }, { caller, reply }) => hidden(reply, await activeApiKeyCreatedAt(db, caller.user.id)),
  'POST /v1/authorized/api_key/rotate': async ({ db }, { caller, reply }) => {
    const key = newApiKey();
    return shown(reply, key, await replaceApiKey(db, caller.user.id, stored(key)));
  },
};

function stored(key: NewApiKey): StoredApiKey {
  return { keyHash: apiKeyHash(key.key), signingSecret: key.secret };
}

/** A key just created: the key and its secret, this once. */
function shown(reply: FastifyReply, key: NewApiKey, created: Date): ApiKeyResponse {
  reply.header('cache-control', 'no-store');
  return { personal_access_token: key.key, secret: key.secret, active: true, created_at: seconds(created) };
}

/** The caller's active key without its secret, or that there is none. */
function hidden(reply: FastifyReply, created: Date | undefined): ApiKeyResponse {
  reply.header('cache-control', 'private, no-store');
  return { personal_access_token: null, secret: null, active: created !== undefined, created_at: created === undefined ? null : seconds(created) };
}

function seconds(time: Date): number {
  return Math.floor(time.getTime() / 1000);
}
