import type { Kysely } from 'kysely';
import { listUsers, replaceApiKey, userByApiKeyHash, type ChainSchema } from '@tvmscan/store';
import { apiKeyHash, isApiKeyShape, newApiKey } from '../auth/api-keys.js';
import type { Authentication } from '../auth/authentication.js';
import { unauthorized } from '../http/api-error.js';
import { Data } from '../schemas/common.js';
import { REGISTRY_ROUTES } from '../schemas/registry-routes.js';
import type { ApiInstance } from './context.js';

export interface RegistryContext {
  readonly db: Kysely<ChainSchema>;
  readonly auth: Authentication;
}

const routes = REGISTRY_ROUTES;

/** Who the caller is: the admin check, personal API keys, and the admins' list of users. */
export function registryAuthRoutes(app: ApiInstance, { db, auth }: RegistryContext): void {
  app.get(
    '/v1/authorized/is_admin',
    { schema: { tags: ['authorized'], security: [{ bearer: [] }], response: { 200: Data(routes['GET /v1/authorized/is_admin'].response) } } },
    async (request, reply) => {
      const caller = await auth.signedIn(request);
      reply.header('cache-control', 'private, no-store');
      return { data: caller.isAdmin };
    },
  );

  app.get(
    '/v1/authorized/api_key',
    {
      schema: {
        tags: ['authorized'],
        security: [{ bearer: [] }],
        description: 'Creates a new API key and revokes the previous one at once. The key is shown only in this answer.',
        response: { 200: Data(routes['GET /v1/authorized/api_key'].response) },
      },
    },
    async (request, reply) => {
      const caller = await auth.signedIn(request);
      const key = newApiKey();
      await replaceApiKey(db, caller.user.id, apiKeyHash(key));
      reply.header('cache-control', 'no-store');
      return { data: { personal_access_token: key } };
    },
  );

  app.post(
    '/v1/pat/check',
    { schema: { tags: ['public'], body: routes['POST /v1/pat/check'].body, response: { 200: Data(routes['POST /v1/pat/check'].response) } } },
    async (request, reply) => {
      const key = request.body.personal_access_token;
      const owner = isApiKeyShape(key) ? await userByApiKeyHash(db, apiKeyHash(key)) : undefined;
      if (!owner) throw unauthorized('the API key is unknown or was revoked');
      reply.header('cache-control', 'no-store');
      return { data: { valid: true as const, user_id: owner.subject } };
    },
  );

  app.post(
    '/v1/admin/users/list',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: routes['POST /v1/admin/users/list'].body,
        response: { 200: Data(routes['POST /v1/admin/users/list'].response) },
      },
    },
    async (request, reply) => {
      await auth.admin(request);
      const { limit = 20, offset = 0 } = request.body;
      const { users, total } = await listUsers(db, { limit, offset });
      reply.header('cache-control', 'private, no-store');
      return {
        data: {
          users: users.map((user) => ({
            user_id: user.subject,
            created_at: Math.floor(user.createdAt.getTime() / 1000),
            has_api_key: user.hasApiKey,
          })),
          total_count: total,
        },
      };
    },
  );
}
