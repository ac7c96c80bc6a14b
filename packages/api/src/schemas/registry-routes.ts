import { Type, type TSchema } from 'typebox';
import { ApiKeyResponseSchema, PatCheckBody, PatCheckResponseSchema, UserListBody, UserListResponseSchema } from './registry.js';

/** A call of the registry API: whom it is for, the schema of its JSON body (POST only) and of the `data` of its answer. */
export interface RegistryRouteSchemas {
  readonly access: 'public' | 'signed-in' | 'admin';
  readonly body?: TSchema;
  readonly response: TSchema;
}

/**
 * Every call of the registry API (under /api/registry, spec 001 §7 Registry / admin API), keyed `METHOD path`.
 * The registry contract (registry-contract.ts) is read from this table, and a test holds the registered routes to it.
 */
export const REGISTRY_ROUTES = {
  'POST /v1/pat/check': { access: 'public', body: PatCheckBody, response: PatCheckResponseSchema },
  'GET /v1/authorized/is_admin': { access: 'signed-in', response: Type.Boolean() },
  'GET /v1/authorized/api_key': { access: 'signed-in', response: ApiKeyResponseSchema },
  'POST /v1/admin/users/list': { access: 'admin', body: UserListBody, response: UserListResponseSchema },
} as const satisfies Record<string, RegistryRouteSchemas>;
