import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, jwksTokenVerifier, REGISTRY_PREFIX } from '../src/index.js';
import { REGISTRY_ROUTES, type RegistryRouteEntry } from '../src/schemas/registry-routes.js';
import { DUSD, JET, seedTokens, UNKNOWN_ROOT } from './support/token-rows.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from './token-issuer.js';

const RUNS = 500;
/** The token-list calls are many: fewer runs each keep the file's time bounded. */
const TOKEN_LIST_RUNS = 30;

const LIST_QUERY = ['limit', 'offset', 'name', 'order_direction', 'verified', 'only_my'];
/** The body fields each call takes, so that fuzzed bodies often get past the schema. */
const BODY_FIELDS: Record<string, readonly string[]> = {
  'POST /v1/pat/check': ['personal_access_token'],
  'POST /v1/admin/users/list': ['limit', 'offset'],
  'POST /v1/info/token_lists/list': LIST_QUERY,
  'POST /v1/info/token_lists/count': LIST_QUERY,
  'POST /v1/info/token_lists/:id/tokens_proposals': ['limit', 'offset', 'root_address', 'status'],
  'POST /v1/info/token_lists/:id/tokens_proposals/count': ['root_address', 'status'],
  'POST /v1/authorized/token_lists': ['url', 'name', 'description', 'asset_logo', 'is_public', 'verified', 'managers'],
  'POST /v1/authorized/token_lists/list': LIST_QUERY,
  'POST /v1/authorized/token_lists/count': LIST_QUERY,
  'PUT /v1/authorized/token_lists/ordering': ['ids'],
  'PUT /v1/authorized/token_lists/:id': ['name', 'description', 'asset_logo', 'is_public'],
  'DELETE /v1/authorized/token_lists/:id': ['name'],
  'POST /v1/authorized/token_lists/:id/tokens': ['root_addresses'],
  'DELETE /v1/authorized/token_lists/:id/tokens': ['root_addresses'],
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': ['root_addresses'],
  'POST /v1/authorized/token_lists/:id/tokens_proposals': ['tokens'],
  'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': ['approve', 'root_addresses'],
  'POST /v1/authorized/token_lists/:id/managers': ['emails'],
  'DELETE /v1/authorized/token_lists/:id/managers': ['emails'],
};

/** The token asset routes' body fields; their bodies are checked field by field, so fewer runs reach as deep. */
const ASSET_RUNS = 30;
const ASSET_BODY_FIELDS: Record<string, readonly string[]> = {
  'GET /v1/info/address/{address}': [],
  'PUT /v1/authorized/tokens/proposals': ['root_address', 'asset_logo', 'project_metadata', 'project_socials', 'comment'],
  'POST /v1/authorized/tokens/proposals/count': ['only_for_owner', 'only_last_proposal', 'root_address', 'status'],
  'POST /v1/authorized/tokens/list': [
    'only_for_owner',
    'only_last_proposal',
    'root_address',
    'status',
    'limit',
    'offset',
    'order_by',
    'order_direction',
  ],
  'POST /v1/authorized/tokens/is_owner': ['root_address'],
  'POST /v1/authorized/tokens/link_owner': ['root_address', 'tx_hash'],
  'POST /v1/authorized/tokens/owned': [],
  'PUT /v1/admin/vote_for_token_proposal': ['root_address', 'active_from', 'kind', 'reason'],
  'POST /v1/admin/previous_proposal_version': ['root_address', 'active_from', 'status'],
  'POST /v1/info/tokens/list': ['root_addresses', 'limit', 'offset'],
};

function value(): fc.Arbitrary<unknown> {
  const root = fc.constantFrom(DUSD, JET, UNKNOWN_ROOT, DUSD.toUpperCase());
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    root,
    fc.array(fc.oneof(root, fc.string({ maxLength: 70 }), fc.emailAddress()), { maxLength: 3 }),
    fc.constantFrom('list1', 'system', 'abc', 'https://example.com/a.svg'),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.stringMatching(/^0:[0-9a-f]{64}$/),
    fc.stringMatching(/^[0-9a-f]{64}$/),
    fc.integer(),
    fc.integer({ min: -1, max: 120 }),
    fc.double(),
    fc.constant(null),
    fc.boolean(),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

function body(fields: readonly string[]): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(fc.subarray([...fields]), fc.array(fc.string({ maxLength: 10 }), { maxLength: 1 }))
    .chain(([keys, extra]) => fc.record(Object.fromEntries([...keys, ...extra].map((key) => [key, value()]))));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: value() }).map((json) => JSON.stringify(json) ?? 'null');
}

describe('fuzzing every route of the registry API, with and without credentials', () => {
  let issuer: TestIssuer;
  let database: TestDatabase;
  let app: FastifyInstance;
  const credentials: Record<string, string>[] = [{}];
  let listId = 0;

  /** A path of the route with its parameters: mostly the fuzzed list and known roots, sometimes anything. */
  const pathOf = (path: string) =>
    fc
      .record({
        id: fc.oneof(
          fc.constant(() => String(listId)),
          fc.constantFrom('0', '99999', '1e3', 'x').map((id) => () => id),
        ),
        url: fc.oneof(fc.constantFrom('fuzzed', 'system', 'FUZZED'), fc.string({ minLength: 1, maxLength: 20 })),
        address: fc.oneof(fc.constantFrom(DUSD, JET, UNKNOWN_ROOT), fc.string({ minLength: 1, maxLength: 70 })),
      })
      .map(({ id, url, address }) =>
        path.replace(':id', id()).replace(':url', encodeURIComponent(url)).replace(':address', encodeURIComponent(address)),
      );

  beforeAll(async () => {
    issuer = await startTestIssuer();
    database = await openTestDatabase('pglite');
    await seedTokens(database.db);
    app = await buildServer({
      database,
      rateLimit: false,
      auth: { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: ['admin-1'] } },
    });
    const user = await issuer.sign({ sub: 'user-1' });
    const admin = await issuer.sign({ sub: 'admin-1' });
    listId = (
      await app.inject({
        method: 'POST',
        url: `${REGISTRY_PREFIX}/v1/authorized/token_lists`,
        headers: { authorization: `Bearer ${user}` },
        payload: { url: 'fuzzed', name: 'Fuzzed', asset_logo: 'https://example.com/a.svg', is_public: true, verified: false },
      })
    ).json().data.token_list.id as number;
    const key = (
      await app.inject({ method: 'GET', url: `${REGISTRY_PREFIX}/v1/authorized/api_key`, headers: { authorization: `Bearer ${user}` } })
    ).json().data.personal_access_token as string;
    credentials.push(
      { authorization: `Bearer ${user}` },
      { authorization: `Bearer ${admin}` },
      { authorization: `Bearer ${await issuer.sign({ sub: 'admin-1' }, issuer.strangerKey)}` },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer ' },
      { 'x-api-key': key },
      { 'x-api-key': 'A'.repeat(43) },
      { 'x-api-key': key, authorization: `Bearer ${admin}` },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await issuer?.close();
  });

  const headerSets = () =>
    fc.oneof(
      fc.constantFrom(...credentials),
      fc.record({ authorization: fc.string({ maxLength: 60 }) }),
      fc.record({ 'x-api-key': fc.string({ maxLength: 60 }) }),
    );

  it.each(Object.entries(REGISTRY_ROUTES as Record<string, RegistryRouteEntry>))(`%s answers random requests without a 5xx`, async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const payload = method === 'GET' ? fc.constant(undefined) : body(BODY_FIELDS[route] ?? ASSET_BODY_FIELDS[route] ?? []);
    await fc.assert(
      fc.asyncProperty(payload, headerSets(), pathOf(path), async (json, headers, url) => {
        const response = await app.inject({
          method,
          url: `${REGISTRY_PREFIX}${url}`,
          headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(json === undefined ? {} : { payload: json }),
        });
        expect(response.statusCode, `${route} ${JSON.stringify(headers)} ${json ?? ''}: ${response.body}`).toBeLessThan(500);
        const answer = response.json() as { data?: unknown; tokens?: unknown; error?: { message?: unknown } };
        if (response.statusCode === 200) expect(path.endsWith('manifest.json') ? answer.tokens : answer.data).toBeDefined();
        else expect(typeof answer.error?.message).toBe('string');
      }),
      { numRuns: path.includes('/token_lists') ? TOKEN_LIST_RUNS : route in ASSET_BODY_FIELDS ? ASSET_RUNS : RUNS },
    );
  });
});
