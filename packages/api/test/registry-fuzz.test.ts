import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, jwksTokenVerifier, REGISTRY_PREFIX } from '../src/index.js';
import { REGISTRY_ROUTES, type RegistryRouteEntry } from '../src/schemas/registry-routes.js';
import { HOSTILE_SEGMENTS, hostileRequests, UNSTORABLE_TEXTS, WIDE_INTEGERS } from '@tvmscan/api/testing';
import { DUSD, JET, seedTokens, UNKNOWN_ROOT } from './support/token-rows.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from './token-issuer.js';

const RUNS = 500;
/** A call without a body varies only by its credentials and path: fewer runs cover it. */
const BODILESS_RUNS = 60;
/** The token-list calls are many: fewer runs each keep the file's time bounded. */
const TOKEN_LIST_RUNS = 30;

/** The token asset calls; their bodies are checked field by field, so fewer runs reach as deep. */
const ASSET_RUNS = 30;
const ROUTES = Object.entries(REGISTRY_ROUTES as Record<string, RegistryRouteEntry>);
const isAssetRoute = (route: string) => /\/v1\/(authorized\/tokens|admin\/(vote|previous)|info\/(tokens|address))/.test(route);

/** The body fields each call takes (read from its schema), so that fuzzed bodies often get past it. */
function bodyFields(entry: RegistryRouteEntry): string[] {
  return Object.keys((entry.body as { properties?: object } | undefined)?.properties ?? {});
}

/** Usable bodies of the calls that need fields: each hostile value is put into one of them at a time. */
const HOSTILE_BODIES: Record<string, Record<string, unknown>> = {
  'POST /v1/pat/check': { personal_access_token: 'A'.repeat(43) },
  'POST /v1/authorized/token_lists': { url: 'hostile', name: 'Hostile', asset_logo: 'https://example.com/a.svg', is_public: true, verified: false },
  'PUT /v1/authorized/token_lists/ordering': { ids: [1] },
  'DELETE /v1/authorized/token_lists/:id': { name: 'Someone else' },
  'POST /v1/authorized/token_lists/:id/tokens': { root_addresses: [JET] },
  'DELETE /v1/authorized/token_lists/:id/tokens': { root_addresses: [JET] },
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': { root_addresses: [JET] },
  'POST /v1/authorized/token_lists/:id/tokens_proposals': { tokens: [JET] },
  'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': { approve: false, root_addresses: [JET] },
  'POST /v1/authorized/token_lists/:id/managers': { emails: ['m@example.com'] },
  'DELETE /v1/authorized/token_lists/:id/managers': { emails: ['m@example.com'] },
  'PUT /v1/authorized/tokens/proposals': {
    root_address: DUSD,
    asset_logo: '',
    project_metadata: { project_name: 'D', project_website: 'https://d.example', project_email: 'd@example.com' },
    project_socials: {},
  },
  'POST /v1/authorized/tokens/is_owner': { root_address: DUSD },
  'POST /v1/authorized/tokens/link_owner': { root_address: DUSD, tx_hash: '0'.repeat(64) },
  'PUT /v1/admin/vote_for_token_proposal': { root_address: DUSD, active_from: 1, kind: 'Reject', reason: 'no' },
  'POST /v1/admin/previous_proposal_version': { root_address: DUSD, active_from: 1 },
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
    fc.constantFrom(...WIDE_INTEGERS),
    fc.integer({ min: 2 ** 31, max: 9_999_999_999 }),
    fc.constantFrom(...UNSTORABLE_TEXTS),
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
  let userToken = '';
  let adminToken = '';

  /** A path of the route with its parameters: mostly the fuzzed list and known roots, sometimes anything. */
  const pathOf = (path: string) =>
    fc
      .record({
        id: fc.oneof(
          fc.constant(() => String(listId)),
          fc.constantFrom('0', '99999', '1e3', 'x', ...HOSTILE_SEGMENTS).map((id) => () => id),
          fc.integer({ min: 2 ** 31, max: 9_999_999_999 }).map((id) => () => String(id)),
        ),
        url: fc.oneof(
          fc.constantFrom('fuzzed', 'system', 'FUZZED'),
          fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
          fc.constantFrom(...HOSTILE_SEGMENTS),
        ),
        address: fc.oneof(
          fc.constantFrom(DUSD, JET, UNKNOWN_ROOT),
          fc.string({ minLength: 1, maxLength: 70 }).map(encodeURIComponent),
          fc.constantFrom(...HOSTILE_SEGMENTS),
        ),
      })
      .map(({ id, url, address }) => path.replace(':id', id()).replace(':url', url).replace(':address', address));

  beforeAll(async () => {
    issuer = await startTestIssuer();
    database = await openTestDatabase('pglite');
    await seedTokens(database.db);
    app = await buildServer({
      database,
      rateLimit: false,
      auth: { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: ['admin-1'] } },
    });
    // Valid for the file's whole run, however slow the machine.
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const user = (userToken = await issuer.sign({ sub: 'user-1', exp }));
    const admin = (adminToken = await issuer.sign({ sub: 'admin-1', exp }));
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

  /** An answer in the envelope, never a 5xx. */
  const expectAnswered = (response: LightMyRequestResponse, path: string, sent: string) => {
    expect(response.statusCode, `${sent}: ${response.body}`).toBeLessThan(500);
    const answer = response.json() as { data?: unknown; tokens?: unknown; error?: { message?: unknown } };
    if (response.statusCode === 200) expect(path.endsWith('manifest.json') ? answer.tokens : answer.data).toBeDefined();
    else expect(typeof answer.error?.message).toBe('string');
  };

  it.each(ROUTES)(
    '%s answers integers of 2^31 and more and unstorable text in every field and path parameter without a 5xx',
    async (route, entry) => {
      const samples = { params: { id: String(listId), url: 'fuzzed', address: DUSD }, body: HOSTILE_BODIES[route] ?? {} };
      const headers = { authorization: `Bearer ${entry.access === 'admin' ? adminToken : userToken}`, 'content-type': 'application/json' };
      for (const { method, path, payload, what } of hostileRequests(REGISTRY_ROUTES, { [route]: samples }).get(route)!) {
        const response = await app.inject({
          method: method as 'GET',
          url: `${REGISTRY_PREFIX}${path}`,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        expectAnswered(response, path, `${route} ${what}`);
      }
    },
  );

  it.each(ROUTES)(`%s answers random requests without a 5xx`, async (route, entry) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const payload = method === 'GET' ? fc.constant(undefined) : body(bodyFields(entry));
    await fc.assert(
      fc.asyncProperty(payload, headerSets(), pathOf(path), async (json, headers, url) => {
        const response = await app.inject({
          method,
          url: `${REGISTRY_PREFIX}${url}`,
          headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(json === undefined ? {} : { payload: json }),
        });
        expectAnswered(response, path, `${route} ${url} ${JSON.stringify(headers)} ${json ?? ''}`);
      }),
      {
        numRuns: path.includes('/token_lists') ? TOKEN_LIST_RUNS : isAssetRoute(route) ? ASSET_RUNS : entry.body === undefined ? BODILESS_RUNS : RUNS,
      },
    );
  });
});
