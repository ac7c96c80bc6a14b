import { Type, type Static } from 'typebox';
import { closed } from './common.js';

/** A new personal API key, shown once: the server keeps only its hash. */
export const ApiKeyResponseSchema = Type.Object(
  { personal_access_token: Type.String({ description: 'the key: 256 random bits in base64url; send it as X-API-Key' }) },
  closed,
);

export const PatCheckBody = Type.Object({ personal_access_token: Type.String({ minLength: 1, maxLength: 256 }) }, closed);
/** An active key's owner; an unknown or revoked key is answered 401 instead. */
export const PatCheckResponseSchema = Type.Object(
  { valid: Type.Literal(true), user_id: Type.String({ description: "the owner's subject" }) },
  closed,
);

export const UserListBody = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  },
  closed,
);
export const RegistryUserSchema = Type.Object(
  {
    user_id: Type.String({ description: "the identity provider's subject" }),
    created_at: Type.Integer({ description: 'unix time in seconds of the first signed-in call' }),
    has_api_key: Type.Boolean(),
  },
  closed,
);
export const UserListResponseSchema = Type.Object({ users: Type.Array(RegistryUserSchema), total_count: Type.Integer({ minimum: 0 }) }, closed);

export type ApiKeyResponse = Static<typeof ApiKeyResponseSchema>;
export type PatCheckResponse = Static<typeof PatCheckResponseSchema>;
export type RegistryUser = Static<typeof RegistryUserSchema>;
export type UserListResponse = Static<typeof UserListResponseSchema>;
