import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import { ensureUser, type ChainSchema, type UserRecord } from '@tvmscan/store';
import { forbidden, unauthorized } from '../http/api-error.js';
import type { AccessTokenVerifier } from './access-tokens.js';
import { isAdmin, type AdminRule } from './admins.js';

/** How the registry API knows its callers: the provider's tokens, and who among them is an admin. */
export interface AuthOptions {
  readonly verifier: AccessTokenVerifier;
  readonly admins: AdminRule;
}

/** A caller whose access token was accepted; `email` (lower case) when the token carries a verified one. */
export interface SignedInUser {
  readonly user: UserRecord;
  readonly isAdmin: boolean;
  readonly email?: string;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** The role checks of the authorized and admin routes; per-resource roles (owner, manager) build on `signedIn`. */
export class Authentication {
  constructor(
    private readonly db: Kysely<ChainSchema>,
    private readonly options: AuthOptions | undefined,
  ) {}

  /** The caller of a route that needs sign-in; its user row is created the first time its subject is seen. */
  async signedIn(request: FastifyRequest): Promise<SignedInUser> {
    if (!this.options) throw unauthorized('sign-in is not configured on this server');
    const token = bearerToken(request);
    const claims = await this.options.verifier.verify(token);
    const user = await ensureUser(this.db, claims.sub!);
    const email = emailOf(claims);
    return { user, isAdmin: isAdmin(claims, this.options.admins), ...(email === undefined ? {} : { email }) };
  }

  /** The caller of a public route that reads more for a signed-in caller: undefined without an Authorization header. */
  async optional(request: FastifyRequest): Promise<SignedInUser | undefined> {
    return request.headers.authorization === undefined ? undefined : this.signedIn(request);
  }

  /** The caller of an admin route: 401 without a valid token, 403 for a user who is not an admin. */
  async admin(request: FastifyRequest): Promise<SignedInUser> {
    const caller = await this.signedIn(request);
    if (!caller.isAdmin) throw forbidden('this call is for admins only');
    return caller;
  }
}

/** The token's email claim, only when the provider marks it verified (`email_verified: true`): anyone may claim an address. */
function emailOf(claims: JWTPayload): string | undefined {
  const email = claims['email'];
  if (typeof email !== 'string' || email.length === 0 || email.length > 254 || claims['email_verified'] !== true) return undefined;
  return email.toLowerCase();
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header === undefined) throw unauthorized('an access token is required: send Authorization: Bearer <token>');
  const match = BEARER.exec(header);
  if (!match) throw unauthorized('the Authorization header must be Bearer <token>');
  return match[1]!;
}
