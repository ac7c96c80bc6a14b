import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, jwksTokenVerifier, type AdminRule, type ServerOptions } from '../../src/index.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from '../token-issuer.js';

/** A server whose registry API takes the test issuer's access tokens, on a test database of its own. */
export interface SignInServer {
  readonly issuer: TestIssuer;
  readonly database: TestDatabase;
  readonly app: FastifyInstance;
  /** Closes the server, the database and the issuer. */
  close(): Promise<void>;
}

/** Sign-in for `audience` (the issuer's AUDIENCE by default) and `admins`; `options` add to the server's (no rate limit). */
export async function startSignInServer(
  kind: DatabaseKind,
  signIn: { audience?: string; admins?: AdminRule } = {},
  options: Partial<ServerOptions> = {},
): Promise<SignInServer> {
  const issuer = await startTestIssuer();
  const database = await openTestDatabase(kind);
  const app = await buildServer({
    database,
    rateLimit: false,
    auth: { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: signIn.audience ?? AUDIENCE }), admins: signIn.admins ?? {} },
    ...options,
  });
  return {
    issuer,
    database,
    app,
    async close() {
      await app.close();
      await database.close();
      await issuer.close();
    },
  };
}
