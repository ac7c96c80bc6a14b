import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Provider, { type InteractionDetails } from 'oidc-provider';
import { accountBySubject, signIn } from './local-accounts.js';
import { errorPage, loginPage, logoutPage, signedOutPage } from './login-page.js';
import { loadOrCreateProviderKeys } from './provider-keys.js';

export const DEFAULT_OIDC_PORT = 8082;
export const LOCAL_CLIENT_ID = 'tvmscan-web';
/** The resource the local provider's access tokens are for: their `aud`, which the registry API checks. */
export const LOCAL_AUDIENCE = 'urn:tvmscan:registry';
export const SIGN_IN_SCOPES = 'openid profile email offline_access';
/** Where the web app receives the sign-in answer, under its origin. */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';
/** How long the local provider's access tokens live, unless `tvmscan start --oidc-token-ttl` says otherwise. */
export const DEFAULT_ACCESS_TOKEN_TTL_S = 10 * 60;
const MAX_FORM_BYTES = 4096;

export interface LocalIdentityProvider {
  /** The issuer URL: the authority of the web app's sign-in and the `iss` of the tokens. */
  readonly issuer: string;
  /** Starts answering, for the web app served at `appOrigin` (its sign-in callback and sign-out return). */
  serve(appOrigin: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens for the local OpenID provider of `tvmscan start` (authorization code with PKCE, refresh tokens, JWKS,
 * a sign-in page with the local accounts). It answers once `serve` names the web app, whose address is known only
 * after the explorer listens, while the explorer needs the issuer's address first.
 */
export async function listenLocalIdentityProvider(options: {
  dataDir: string | undefined;
  port: number;
  host: string;
  /** The access tokens' lifetime in seconds (default DEFAULT_ACCESS_TOKEN_TTL_S). */
  accessTokenTtlS?: number;
}): Promise<LocalIdentityProvider> {
  let handle: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (handle) handle(request, response);
    else response.writeHead(503, { 'content-type': 'text/plain' }).end('starting');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${publicHost(options.host)}:${port}`;
  const keys = await loadOrCreateProviderKeys(join(options.dataDir ?? 'data', 'oidc'));
  return {
    issuer,
    async serve(appOrigin) {
      const provider = new Provider(issuer, configuration(appOrigin, keys, options.accessTokenTtlS ?? DEFAULT_ACCESS_TOKEN_TTL_S));
      const oidc = provider.callback();
      handle = (request, response) => {
        const path = (request.url ?? '/').split('?')[0]!;
        if (path.startsWith('/interaction/')) void interact(provider, path, request, response);
        else oidc(request, response);
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function configuration(
  appOrigin: string,
  keys: Awaited<ReturnType<typeof loadOrCreateProviderKeys>>,
  accessTokenTtlS: number,
): Record<string, unknown> {
  return {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_name: 'tvmscan',
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: sameMachineOrigins(appOrigin).map((origin) => `${origin}${SIGN_IN_CALLBACK_PATH}`),
        post_logout_redirect_uris: sameMachineOrigins(appOrigin).map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookies },
    pkce: { required: () => true },
    scopes: SIGN_IN_SCOPES.split(' '),
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    findAccount: (_ctx: unknown, subject: string) => {
      const account = accountBySubject(subject);
      return (
        account && {
          accountId: account.subject,
          claims: () => ({
            sub: account.subject,
            name: account.name,
            preferred_username: account.username,
            email: account.email,
            email_verified: true,
          }),
        }
      );
    },
    // The registry knows a token list's managers by a verified email, as Keycloak puts it in access tokens.
    extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) => {
      const account = token.accountId === undefined ? undefined : accountBySubject(token.accountId);
      return account && { email: account.email, email_verified: true };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // A sign-out the app asks for names its ID token: confirmed at once, as Keycloak does; any other is asked.
        logoutSource: (ctx: { body: string; oidc: { params: Record<string, unknown> } }, form: string) => {
          ctx.body = logoutPage(form, typeof ctx.oidc.params['id_token_hint'] === 'string');
        },
        postLogoutSuccessSource: (ctx: { body: string }) => {
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => LOCAL_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'registry',
          audience: LOCAL_AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenTtlS,
          jwt: { sign: { alg: 'ES256' } },
        }),
      },
    },
    // The web app is the provider's own first-party client: its refresh tokens need no prompt=consent round.
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    ttl: { AccessToken: accessTokenTtlS },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = errorPage(out['error'] ?? 'error', out['error_description'] ?? '');
    },
  };
}

/** The sign-in page and form; consent is given at once, the client being the provider's only, first-party one. */
async function interact(provider: Provider, path: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'consent') return await grantConsent(provider, details, request, response);
    if (request.method === 'POST' && path.endsWith('/login')) {
      const form = new URLSearchParams(await readForm(request));
      const account = signIn(form.get('username') ?? '', form.get('password') ?? '');
      if (!account) return sendHtml(response, 401, loginPage(details.uid, 'Wrong username or password.'));
      return await provider.interactionFinished(request, response, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
    }
    sendHtml(response, 200, loginPage(details.uid));
  } catch (error) {
    if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
    response.end(`sign-in failed: ${(error as Error).message}; start again from the app`);
  }
}

async function grantConsent(provider: Provider, details: InteractionDetails, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId: LOCAL_CLIENT_ID });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

function readForm(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > MAX_FORM_BYTES) reject(new Error('the form is too large'));
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  response.end(html);
}

/** The app's origin, and the same under the other loopback name (127.0.0.1 and localhost), as a browser may use either. */
function sameMachineOrigins(appOrigin: string): string[] {
  const url = new URL(appOrigin);
  const other = url.hostname === '127.0.0.1' ? 'localhost' : url.hostname === 'localhost' ? '127.0.0.1' : undefined;
  if (other === undefined) return [url.origin];
  const alternate = new URL(url.origin);
  alternate.hostname = other;
  return [url.origin, alternate.origin];
}

/** The address a browser on this machine reaches a server listening on `host` at. */
function publicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
}
