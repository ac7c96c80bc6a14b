import type { JWTHeaderParameters, JWTPayload } from 'jose';

/** RFC 9068's type of a JWT access token, as the header's `typ` writes it (with or without `application/`). */
const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt']);
/** A plain type, which says nothing of what the token is for: its claims must tell. */
const PLAIN_TYPES = new Set(['jwt', 'application/jwt']);
/** Keycloak's own `typ` claim of an access token (its ID tokens say `ID`, its refresh tokens `Refresh`). */
const KEYCLOAK_ACCESS_TYPE = 'bearer';
/**
 * Claims only an ID token carries (OpenID Connect Core §2, §3.1.3.6, §3.3.2.11; FAPI's `s_hash`): the hashes that
 * bind it to the access token, code or state of its sign-in.
 */
const ID_TOKEN_HASHES = ['at_hash', 'c_hash', 's_hash'] as const;

/**
 * Why a signed token is not an access token, or undefined when it is one. An ID token is meant for the client that
 * signed in, not as a credential for an API, and with the client id as the audience it would pass every other
 * check. A token counts as an access token only when it says so: RFC 9068's `typ: at+jwt`, Keycloak's `typ: Bearer`
 * claim, Cognito's `token_use: access`, or the claims of an access token (`scope`, `scp`, `client_id`); and it is
 * refused whenever it carries what only an ID token carries (`at_hash`, `c_hash`, `s_hash`, `nonce`) or another type.
 * `nonce` is let pass in Keycloak's `typ: Bearer` tokens only: Keycloak before version 25 copied it into them.
 */
export function whyNotAccessToken(header: JWTHeaderParameters, claims: JWTPayload): string | undefined {
  const headerType = header.typ?.toLowerCase();
  if (headerType !== undefined && !ACCESS_TOKEN_TYPES.has(headerType) && !PLAIN_TYPES.has(headerType)) {
    return `its type is ${header.typ}, not at+jwt`;
  }
  const claimType = typeof claims['typ'] === 'string' ? claims['typ'].toLowerCase() : undefined;
  if (claims['typ'] !== undefined && claimType !== KEYCLOAK_ACCESS_TYPE) return `its typ claim is ${String(claims['typ'])}, not Bearer`;
  if (claims['token_use'] !== undefined && claims['token_use'] !== 'access') return `its token_use is ${String(claims['token_use'])}, not access`;
  const hash = ID_TOKEN_HASHES.find((name) => claims[name] !== undefined);
  if (hash !== undefined) return `it carries ${hash}, as ID tokens do`;
  if (claims['nonce'] !== undefined && claimType !== KEYCLOAK_ACCESS_TYPE) return 'it carries nonce, as ID tokens do';
  const saysAccess =
    (headerType !== undefined && ACCESS_TOKEN_TYPES.has(headerType)) ||
    claimType === KEYCLOAK_ACCESS_TYPE ||
    claims['token_use'] === 'access' ||
    ['scope', 'scp', 'client_id'].some((name) => claims[name] !== undefined);
  if (!saysAccess) return 'it has neither typ at+jwt nor the scope or client_id of an access token (ID tokens have none of them)';
  return undefined;
}
