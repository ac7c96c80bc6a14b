import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { DatabaseKind } from '@tvmscan/store';
import { buildServer, jwksTokenVerifier } from '../../src/index.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from '../token-issuer.js';

/** A server whose registry accepts the tokens of a test issuer, on a database of its own. */
export interface RegistryServer {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly issuer: TestIssuer;
  close(): Promise<void>;
}

export async function startRegistryServer(kind: DatabaseKind, adminSubjects: string[] = []): Promise<RegistryServer> {
  const issuer = await startTestIssuer();
  const database = await openTestDatabase(kind);
  const app = await buildServer({
    database,
    rateLimit: false,
    auth: { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: adminSubjects } },
  });
  return {
    app,
    database,
    issuer,
    async close() {
      await app.close();
      await database.close();
      await issuer.close();
    },
  };
}
