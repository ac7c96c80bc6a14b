import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ApiError, unauthorized } from '../http/api-error.js';
import { whyNotAccessToken } from './token-kind.js';

/** The identity provider whose access tokens the registry API accepts. */
export interface TokenIssuer {
  /** The provider's issuer URL, exactly as its tokens' `iss` carries it. */
  readonly issuer: string;
  /** The `aud` an access token must carry to be meant for this API. */
  readonly audience: string;
  /** Signing algorithms accepted; asymmetric ones only, so `none` and HMAC are never taken. */
  readonly algorithms?: readonly string[];
}

/** Checks a bearer access token and gives its claims, or throws an ApiError (401, or 503 when the provider is unreachable). */
export interface AccessTokenVerifier {
  verify(token: string): Promise<JWTPayload>;
}

export const DEFAULT_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;
const DISCOVERY_TIMEOUT_MS = 5000;
/** The longest subject the users table keeps. */
const MAX_SUBJECT_LENGTH = 255;
/** How far ahead of this server's clock a token's issue time (`iat`) may lie: the provider's clock may run a little fast. */
const MAX_CLOCK_SKEW_S = 60;

/**
 * Validates access tokens against the keys the issuer publishes: its discovery document names the JWKS, which is
 * fetched once and kept (jose fetches it again when a token names a key it does not hold, at most every 30 s).
 * Issuer, audience and algorithms are pinned; an expiry (`exp`) is required and checked, as are not-before and an
 * issue time no later than MAX_CLOCK_SKEW_S from now; an ID token, or any token that does not show it is an access
 * token, is refused (`whyNotAccessToken`).
 */
export function jwksTokenVerifier(issuer: TokenIssuer): AccessTokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const keySet = (): Promise<JWTVerifyGetKey> => {
    keys ??= discoverKeySet(issuer.issuer).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const options = {
    issuer: issuer.issuer,
    audience: issuer.audience,
    algorithms: [...(issuer.algorithms ?? DEFAULT_ALGORITHMS)],
    requiredClaims: ['exp'],
  };
  return {
    async verify(token) {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, await keySet(), options);
        const notAccess = whyNotAccessToken(protectedHeader, payload);
        if (notAccess !== undefined) throw unauthorized(`the token is not an access token: ${notAccess}; send the access token`);
        if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + MAX_CLOCK_SKEW_S) {
          throw unauthorized("the access token's issue time (iat) lies in the future; check the clocks of the provider and this server");
        }
        if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw unauthorized('the access token names no subject');
        if (payload.sub.length > MAX_SUBJECT_LENGTH) throw unauthorized(`the access token's subject is longer than ${MAX_SUBJECT_LENGTH} characters`);
        return payload;
      } catch (error) {
        throw tokenFailure(error);
      }
    },
  };
}

async function discoverKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (document.issuer !== issuer) throw new Error(`${url} names the issuer ${String(document.issuer)}, not ${issuer}`);
  if (typeof document.jwks_uri !== 'string') throw new Error(`${url} names no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri));
}

function tokenFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof errors.JWTExpired) return unauthorized('the access token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) return unauthorized(`the access token is not valid here: ${error.message}`);
  if (error instanceof errors.JOSEAlgNotAllowed) return unauthorized('the access token is signed with an algorithm this server does not accept');
  if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
    return new ApiError(503, 'Internal', 'the identity provider cannot be reached to check the access token; try again later');
  }
  return unauthorized('the access token is not valid');
}
