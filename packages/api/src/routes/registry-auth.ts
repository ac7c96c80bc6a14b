import { listUsers, userByApiKeyHash } from '@tvmscan/store';
import { apiKeyHash, isApiKeyShape } from '../auth/api-keys.js';
import { unauthorized } from '../http/api-error.js';
import type { RegistryHandlers } from './api-handlers.js';

/** Who the caller is: the admin check, an API key's owner, and the admins' list of users. */
export const REGISTRY_AUTH_HANDLERS: RegistryHandlers<'GET /v1/authorized/is_admin' | 'POST /v1/pat/check' | 'POST /v1/admin/users/list'> = {
  'GET /v1/authorized/is_admin': async (_context, { caller, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return caller.isAdmin;
  },
  'POST /v1/pat/check': async ({ db }, { body, reply }) => {
    const key = body.personal_access_token;
    const owner = isApiKeyShape(key) ? await userByApiKeyHash(db, apiKeyHash(key)) : undefined;
    if (!owner) throw unauthorized('the API key is unknown or was revoked');
    reply.header('cache-control', 'no-store');
    return { valid: true as const, user_id: owner.subject };
  },
  'POST /v1/admin/users/list': async ({ db }, { body, reply }) => {
    const { limit = 20, offset = 0 } = body;
    const { users, total } = await listUsers(db, { limit, offset });
    reply.header('cache-control', 'private, no-store');
    return {
      users: users.map((user) => ({ user_id: user.subject, created_at: Math.floor(user.createdAt.getTime() / 1000), has_api_key: user.hasApiKey })),
      total_count: total,
    };
  },
};
