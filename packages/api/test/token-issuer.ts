import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTHeaderParameters, type JWTPayload } from 'jose';

export const AUDIENCE = 'tvmscan-registry';
/** The web app's client at the test issuer: the `client_id` of its access tokens and the `aud` of its ID tokens. */
export const CLIENT_ID = 'tvmscan-web';

/** A minimal OpenID issuer for tests: a discovery document and a JWKS on a local port, and a signer of tokens. */
export interface TestIssuer {
  readonly issuer: string;
  /**
   * An RFC 9068 access token (`typ: at+jwt`) signed with the issuer's published key; `claims` override the defaults
   * (sub, aud, iss, iat, exp, client_id; undefined removes one), `header` the header's `typ` (undefined removes it).
   */
  sign(claims?: JWTPayload, key?: CryptoKey, header?: Partial<JWTHeaderParameters>): Promise<string>;
  /** A key the issuer does not publish. */
  readonly strangerKey: CryptoKey;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const published = await generateKeyPair('ES256');
  const stranger = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'published', alg: 'ES256', use: 'sig' };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (request.url === '/jwks') response.end(JSON.stringify({ keys: [jwk] }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    strangerKey: stranger.privateKey,
    async sign(claims = {}, key = published.privateKey, header = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload = { sub: 'user-1', aud: AUDIENCE, iss: issuer, iat: now, exp: now + 300, client_id: CLIENT_ID, ...claims };
      return new SignJWT(payload).setProtectedHeader({ typ: 'at+jwt', ...header, alg: 'ES256', kid: 'published' }).sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
