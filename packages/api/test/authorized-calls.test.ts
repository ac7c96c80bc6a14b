import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_PREFIX } from '../src/index.js';
import { REGISTRY_ROUTES, type RegistryRouteEntry } from '../src/schemas/registry-routes.js';
import { startSignInServer, type SignInServer } from './support/sign-in-server.js';

const ROUTES = Object.entries(REGISTRY_ROUTES as Record<string, RegistryRouteEntry>);
const AUTHORIZED = ROUTES.filter(([, entry]) => entry.access !== 'public');
const ADMIN = ROUTES.filter(([, entry]) => entry.access === 'admin');
const VIEWER = ROUTES.filter(([, entry]) => entry.viewer);

/** Bodies no call takes: each would be refused with a 400 describing the schema, were it read. */
const BAD_BODIES: Record<string, { payload: string; type: string }> = {
  'a body of the wrong shape': { payload: '{"unknown":[1,2,3],"limit":"many"}', type: 'application/json' },
  'malformed JSON': { payload: '{"name": ', type: 'application/json' },
  'a text body': { payload: 'hello', type: 'text/plain' },
  'a body over every limit': { payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }), type: 'application/json' },
};

/** Path parameters no call takes (a list id of letters): refused with a 400, were they read. */
const pathOf = (route: string) => route.split(' ')[1]!.replace(':id', 'not-an-id').replace(':url', '%00').replace(':address', 'x');

describe('the registry authenticates a call before it reads its body', () => {
  let server: SignInServer;
  let userToken: string;

  beforeAll(async () => {
    server = await startSignInServer('pglite', { admins: { subjects: ['admin-1'] } });
    userToken = await server.issuer.sign({ sub: 'user-1' });
  });
  afterAll(() => server?.close());

  const send = (route: string, headers: Record<string, string>, body?: { payload: string; type: string }) =>
    server.app.inject({
      method: route.split(' ')[0] as 'GET',
      url: `${REGISTRY_PREFIX}${pathOf(route)}`,
      headers: body ? { ...headers, 'content-type': body.type } : headers,
      ...(body ? { payload: body.payload } : {}),
    });

  /** A refusal that tells nothing of the call's inputs: the status, the error envelope, no field named. */
  const expectRefused = (answer: { statusCode: number; json(): unknown }, status: 401 | 403, what: string) => {
    expect(answer.statusCode, what).toBe(status);
    const { error } = answer.json() as { error: { code: string; message: string } };
    expect(error.code, what).toBe(status === 401 ? 'Unauthorized' : 'Forbidden');
    expect(error.message, what).not.toMatch(/\b(body|params)\b/);
  };

  const CREDENTIALS: Record<string, Record<string, string>> = {
    'no token': {},
    'an empty bearer': { authorization: 'Bearer ' },
    'another scheme': { authorization: 'Basic dXNlcjpwYXNz' },
    'a forged token': { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbi0xIn0.' },
  };

  it.each(AUTHORIZED)('%s answers 401 without a valid token, whatever its body and path', async (route) => {
    for (const [credential, headers] of Object.entries(CREDENTIALS)) {
      if (route.startsWith('GET ')) expectRefused(await send(route, headers), 401, credential);
      else for (const [body, bad] of Object.entries(BAD_BODIES)) expectRefused(await send(route, headers, bad), 401, `${credential}, ${body}`);
    }
  });

  it.each(ADMIN)('%s answers 403 to a signed-in user who is no admin, whatever its body', async (route) => {
    for (const [body, bad] of Object.entries(BAD_BODIES)) expectRefused(await send(route, { authorization: `Bearer ${userToken}` }, bad), 403, body);
  });

  it.each(VIEWER)('%s, public, refuses a bad token with 401 whatever its body and path', async (route) => {
    const forged = CREDENTIALS['a forged token']!;
    if (route.startsWith('GET ')) expectRefused(await send(route, forged), 401, route);
    else for (const [body, bad] of Object.entries(BAD_BODIES)) expectRefused(await send(route, forged, bad), 401, body);
  });

  it('reads the body of a caller it knows, and names the field it refuses', async () => {
    const answer = await send('POST /v1/authorized/token_lists', { authorization: `Bearer ${userToken}` }, BAD_BODIES['a body of the wrong shape']);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/^body\//);
  });
});
