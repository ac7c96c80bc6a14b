import { replaceApiKey } from '@tvmscan/store';
import { apiKeyHash, newApiKey } from '../auth/api-keys.js';
import type { RegistryHandlers } from './api-handlers.js';

/** A user's personal API key: a new one, shown once, which revokes the previous one. */
export const API_KEY_HANDLERS: RegistryHandlers<'GET /v1/authorized/api_key'> = {
  'GET /v1/authorized/api_key': async ({ db }, { caller, reply }) => {
    const key = newApiKey();
    await replaceApiKey(db, caller.user.id, apiKeyHash(key));
    reply.header('cache-control', 'no-store');
    return { personal_access_token: key };
  },
};
