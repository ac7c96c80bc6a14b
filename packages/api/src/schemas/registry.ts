import { Type, type Static } from 'typebox';
import { closed, Nullable } from './common.js';

/**
 * The caller's personal API key, a pair: the key and its secret only in the answer that created them (the server
 * keeps the key's hash and the secret), otherwise whether the caller holds an active key and since when.
 */
export const ApiKeyResponseSchema = Type.Object(
  {
    personal_access_token: Nullable(
      Type.String({ description: 'the key, 256 random bits in base64url, sent as X-API-Key: only in the answer that created it, null in any other' }),
    ),
    secret: Nullable(
      Type.String({
        description:
          "the key's secret, 256 random bits in base64url, which signs the signed calls (the verifier's POST /authorized/compile): only in the answer that created it, null in any other",
      }),
    ),
    active: Type.Boolean({ description: 'whether the caller holds an active key (a user holds one at most)' }),
    created_at: Nullable(Type.Integer({ minimum: 0, description: 'unix time in seconds when the active key was created; null without one' })),
  },
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
