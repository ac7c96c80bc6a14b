import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAssetProposal, ensureUser, replaceSystemTokenList, reviewAssetProposal, type ProjectSocialsJson } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, jwksTokenVerifier, REGISTRY_PREFIX, SystemListRefresher, TOKEN_PREFIX } from '../src/index.js';
import type { RegistryResponseOf } from '../src/registry-contract.js';
import { SYSTEM_LIST_URL } from '../src/rules/index.js';
import { REGISTRY_ROUTES, type RegistryRouteEntry } from '../src/schemas/registry-routes.js';
import type { TokenListProposal, TokenListToken } from '../src/schemas/token-lists.js';
import { AUDIENCE, startTestIssuer, type TestIssuer } from './token-issuer.js';
import { address, DUSD, JET, seedTokens, UNKNOWN_ROOT } from './support/token-rows.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Answer {
  status: number;
  json: { data: never; error: { code: string; kind?: string; message: string } };
}

const OWNER = { sub: 'owner-1', email: 'owner@example.com', email_verified: true };
const MANAGER = { sub: 'manager-1', email: 'Manager@Example.com', email_verified: true };
const GUEST = { sub: 'guest-1', email: 'guest@example.com', email_verified: true };
const LOGO = 'https://example.com/logo.svg';
const OTHER = `0:${'a'.repeat(64)}`;

/** A valid body of each token-list call that takes one: a route of the table without one fails the role tests. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'PUT /v1/authorized/token_lists/:id': { name: 'Renamed' },
  'DELETE /v1/authorized/token_lists/:id': { name: 'Owner list' },
  'POST /v1/authorized/token_lists/:id/tokens': { root_addresses: [JET] },
  'DELETE /v1/authorized/token_lists/:id/tokens': { root_addresses: [DUSD] },
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': { root_addresses: [DUSD] },
  'POST /v1/authorized/token_lists/:id/tokens_proposals': { tokens: [JET] },
  'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': { approve: false, root_addresses: [JET] },
  'POST /v1/authorized/token_lists/:id/managers': { emails: ['new@example.com'] },
  'DELETE /v1/authorized/token_lists/:id/managers': { emails: ['manager@example.com'] },
  'POST /v1/authorized/token_lists/:id/is_owner': {},
};
/** The calls on a list that any signed-in user who sees it may make; every other one names the role it needs. */
const OPEN_TO_SIGNED_IN = ['POST /v1/authorized/token_lists/:id/tokens_proposals', 'POST /v1/authorized/token_lists/:id/is_owner'];

const ROUTES = Object.entries(REGISTRY_ROUTES as Record<string, RegistryRouteEntry>);
/** Every call of the table that acts on the list of its path as a signed-in user. */
const LIST_CALLS = ROUTES.filter(
  ([route, entry]) => entry.access === 'signed-in' && route.includes('/token_lists/:id') && !route.includes('/:address'),
);
const MUTATING_LIST_CALLS = LIST_CALLS.filter(([route]) => !route.startsWith('GET ') && !OPEN_TO_SIGNED_IN.includes(route));

describe.each(testDatabaseKinds())('token lists on %s', (kind) => {
  let issuer: TestIssuer;
  let database: TestDatabase;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    issuer = await startTestIssuer();
    database = await openTestDatabase(kind);
    await seedTokens(database.db);
    app = await buildServer({
      database,
      rateLimit: false,
      responseCache: false,
      auth: { verifier: jwksTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE }), admins: { subjects: [] } },
    });
    for (const user of [OWNER, MANAGER, GUEST]) tokens[user.sub] = await issuer.sign(user);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await issuer?.close();
  });

  async function call(method: Method, path: string, body?: unknown, user?: { sub: string }): Promise<Answer> {
    const response = await app.inject({
      method,
      url: `${REGISTRY_PREFIX}${path}`,
      headers: user ? { authorization: `Bearer ${tokens[user.sub]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, json: response.json() };
  }
  async function ok<Data = unknown>(method: Method, path: string, body?: unknown, user?: { sub: string }): Promise<Data> {
    const answer = await call(method, path, body, user);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (path.endsWith('manifest.json') ? answer.json : answer.json.data) as Data;
  }
  async function refused(answer: Promise<Answer>, status: number, kind?: string, message?: string): Promise<void> {
    const { status: got, json } = await answer;
    expect(got, JSON.stringify(json)).toBe(status);
    if (kind !== undefined) expect(json.error.kind).toBe(kind);
    if (message !== undefined) expect(json.error.message).toBe(message);
  }
  function newList(fields: Record<string, unknown> = {}) {
    return { url: 'list1', name: 'A list', asset_logo: LOGO, is_public: true, verified: false, ...fields };
  }
  async function createList(fields: Record<string, unknown>, user = OWNER) {
    return ok<RegistryResponseOf<'POST /v1/authorized/token_lists'>>('POST', '/v1/authorized/token_lists', newList(fields), user);
  }

  it('holds a list url (ID) to the rules of spec 001 §5, each with its text', async () => {
    await createList({ url: 'taken1' });
    const create = (fields: Record<string, unknown>) => call('POST', '/v1/authorized/token_lists', newList(fields), OWNER);
    await refused(create({ url: '' }), 400, 'Required', 'body/url Field cannot be empty');
    await refused(create({ url: 'ab-cd' }), 400, 'Username', 'body/url Field must be a valid username (alphanumeric)');
    await refused(create({ url: 'abc' }), 400, 'MaxLen', 'body/url Field cannot be longer than 4 characters');
    await refused(create({ url: 'a'.repeat(128) }), 400, 'MaxLen', 'body/url Field cannot be longer than 127 characters');
    await refused(create({ url: SYSTEM_LIST_URL }), 400, 'Unique', 'body/url Field must be unique');
    await refused(create({ url: 'System' }), 400, 'Unique', 'body/url Field must be unique');
    await refused(create({ url: 'TAKEN1' }), 400, 'Unique', 'body/url Field must be unique');
    await refused(create({ url: 'okay1', name: ' ' }), 400, 'Required', 'body/name Field cannot be empty');
    await refused(create({ url: 'okay1', name: 'n'.repeat(128) }), 400, 'MaxLen', 'body/name Field cannot be longer than 127 characters');
    await refused(
      create({ url: 'okay1', description: 'd'.repeat(4097) }),
      400,
      'MaxLen',
      'body/description Field cannot be longer than 4096 characters',
    );
    await refused(create({ url: 'okay1', asset_logo: '' }), 400, 'Required', 'body/asset_logo Field cannot be empty');
    await refused(create({ url: 'okay1', asset_logo: 'javascript:alert(1)' }), 400, 'Url', 'body/asset_logo Field must be a valid url');
    await refused(create({ url: 'okay1', managers: ['nobody'] }), 400, 'Email', 'body/managers/0 Field must be a valid email');
    await refused(call('POST', '/v1/authorized/token_lists', newList({ url: 'okay1' })), 401);
    const made = await createList({ url: 'a'.repeat(127), name: 'n'.repeat(127), description: 'd'.repeat(4096) });
    expect(made.token_list).toMatchObject({ url: 'a'.repeat(127), is_owner: true, is_manager: false, tokens_count: 0, verified: false });
    await refused(call('GET', '/v1/info/token_lists/by_url/free1'), 404);
    const racing = await Promise.all([create({ url: 'racer1' }), create({ url: 'RACER1' })]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(racing.find((answer) => answer.status === 400)!.json.error.message).toBe('body/url Field must be unique');
  });

  it('adds tokens, refuses unknown, malformed and repeated ones, and serves the manifest in the order a manager sets', async () => {
    const { token_list: list } = await createList({ url: 'ordered', name: 'Ordered' });
    const path = `/v1/info/token_lists/${list.id}`;
    await ok('POST', `/v1/authorized/token_lists/${list.id}/tokens`, { root_addresses: [DUSD, JET.toUpperCase()] }, OWNER);
    const add = (root: string) => call('POST', `/v1/authorized/token_lists/${list.id}/tokens`, { root_addresses: [root] }, OWNER);
    await refused(add(DUSD), 400, 'TokenAlreadyAdded', 'body/root_addresses/0 Token already added');
    await refused(add(UNKNOWN_ROOT), 400, 'NotToken', 'body/root_addresses/0 Address is not a token address');
    await refused(add('0:12'), 400, 'TonAddress', 'body/root_addresses/0 Wrong address');
    const manifest = () => ok<{ tokens: { address: string; symbol: string }[]; version: { minor: number } }>('GET', `${path}/manifest.json`);
    const before = await manifest();
    expect(before.tokens.map((token) => token.symbol)).toEqual(['DUSD', 'JET']);
    await ok('PUT', `/v1/authorized/token_lists/${list.id}/tokens/ordering`, { root_addresses: [JET, DUSD] }, OWNER);
    const after = await manifest();
    expect(after.tokens.map((token) => token.address)).toEqual([JET, DUSD]);
    expect(after.version.minor).toBeGreaterThan(before.version.minor);
    const byUrl = await ok<typeof after>('GET', '/v1/info/token_lists/by_url/ORDERED/manifest.json');
    expect(byUrl.tokens.map((token) => token.address)).toEqual([JET, DUSD]);
    const listed = await ok<{ tokens: { root_address: string; order: number }[] }>('GET', `${path}/tokens`);
    expect(listed.tokens.map((token) => [token.root_address, token.order])).toEqual([
      [JET, 0],
      [DUSD, 1],
    ]);
    await refused(
      call('PUT', `/v1/authorized/token_lists/${list.id}/tokens/ordering`, { root_addresses: [JET] }, OWNER),
      400,
      'Error',
      'body/root_addresses must name every token of the list',
    );
    await ok('DELETE', `/v1/authorized/token_lists/${list.id}/tokens`, { root_addresses: [JET] }, OWNER);
    expect((await manifest()).tokens.map((token) => token.address)).toEqual([DUSD]);
  });

  it('takes proposals from any signed-in user: counters, approval, and no second proposal of an added or declined token', async () => {
    const { token_list: list } = await createList({ url: 'proposed', name: 'Proposed' });
    const id = list.id;
    const propose = (root: string) => call('POST', `/v1/authorized/token_lists/${id}/tokens_proposals`, { tokens: [root] }, GUEST);
    const counts = async () => {
      const { token_list } = await ok<RegistryResponseOf<'GET /v1/info/token_lists/:id'>>('GET', `/v1/info/token_lists/${id}`);
      return [token_list.tokens_count, token_list.proposals_count];
    };
    const status = async (root: string) =>
      (await ok<{ status: string }>('GET', `/v1/info/token_lists/${id}/tokens_proposals/${root}/status`, undefined, GUEST)).status;
    expect(await status(DUSD)).toBe('Proposable');
    expect((await propose(DUSD)).status).toBe(200);
    expect(await counts()).toEqual([0, 1]);
    expect(await status(DUSD)).toBe('Pending');
    await refused(propose(DUSD), 400, 'TokenAlreadyAdded', 'body/tokens/0 Token already added');
    const proposals = await ok<{ proposals: { root_address: string; status: string }[] }>('POST', `/v1/info/token_lists/${id}/tokens_proposals`, {});
    expect(proposals.proposals).toMatchObject([{ root_address: DUSD, status: 'Pending' }]);
    expect(await ok('POST', `/v1/info/token_lists/${id}/tokens_proposals/count`, {})).toEqual({ total_count: 1 });
    await ok('POST', `/v1/authorized/token_lists/${id}/tokens_proposals/approve`, { approve: true, root_addresses: [DUSD] }, OWNER);
    expect(await counts()).toEqual([1, 0]);
    expect(await status(DUSD)).toBe('Added');
    await refused(propose(DUSD), 400, 'TokenAlreadyAdded', 'body/tokens/0 Token already added');

    expect((await propose(JET)).status).toBe(200);
    await ok('POST', `/v1/authorized/token_lists/${id}/tokens_proposals/approve`, { approve: false, root_addresses: [JET] }, OWNER);
    expect(await counts()).toEqual([1, 0]);
    expect(await status(JET)).toBe('Declined');
    await refused(propose(JET), 400, 'TokenProposalRejected', 'body/tokens/0 Token declined');
    await refused(propose(UNKNOWN_ROOT), 400, 'NotToken', 'body/tokens/0 Address is not a token address');
    await refused(call('POST', `/v1/authorized/token_lists/${id}/tokens_proposals`, { tokens: [JET] }), 401);
  });

  it('lets a verified list take only approved tokens, and keeps the verified flag out of the settings', async () => {
    const { token_list: list } = await createList({ url: 'verified', name: 'Verified', verified: true });
    expect(list.verified).toBe(true);
    const add = () => call('POST', `/v1/authorized/token_lists/${list.id}/tokens`, { root_addresses: [DUSD] }, OWNER);
    await refused(add(), 400, 'TokenNotVerified', 'body/root_addresses/0 Token not verified');
    await refused(
      call('POST', `/v1/authorized/token_lists/${list.id}/tokens_proposals`, { tokens: [DUSD] }, GUEST),
      400,
      'TokenNotVerified',
      'body/tokens/0 Token not verified',
    );
    await approveAsset(database, DUSD);
    expect((await add()).status).toBe(200);
    await refused(call('PUT', `/v1/authorized/token_lists/${list.id}`, { verified: false }, OWNER), 400, undefined, 'body/verified is not allowed');
  });

  it("carries each token's approved logo, name and website in its tokens, proposals and manifest.json", async () => {
    const activeFrom = await approveAsset(database, DUSD, 'Approved Dollar');
    const { token_list: list } = await createList({ url: 'shown', name: 'Shown' });
    await ok('POST', `/v1/authorized/token_lists/${list.id}/tokens`, { root_addresses: [DUSD] }, OWNER);
    await ok('POST', `/v1/authorized/token_lists/${list.id}/tokens_proposals`, { tokens: [JET] }, GUEST);
    const logo = `/api/registry/v1/info/address/${DUSD}/logo.svg?v=${activeFrom}`;
    const approvedInfo = { name: 'Approved Dollar', logo_url: logo, website: 'https://devnet.example' };

    const { tokens } = await ok<{ tokens: TokenListToken[] }>('GET', `/v1/info/token_lists/${list.id}/tokens`);
    expect(tokens).toEqual([expect.objectContaining({ root_address: DUSD, approved: true, asset_logo_url: logo, approved_info: approvedInfo })]);
    const { proposals } = await ok<{ proposals: TokenListProposal[] }>('POST', `/v1/info/token_lists/${list.id}/tokens_proposals`, {});
    expect(proposals).toEqual([expect.objectContaining({ root_address: JET, approved: false, approved_info: null })]);
    const manifest = await ok<{ tokens: { address: string; name: string; logoURI?: string }[] }>(
      'GET',
      '/v1/info/token_lists/by_url/shown/manifest.json',
    );
    expect(manifest.tokens).toEqual([expect.objectContaining({ address: DUSD, name: 'Approved Dollar', logoURI: `http://localhost${logo}` })]);
  });

  describe('roles on a list', () => {
    let listId = 0;
    const path = (route: string) => route.split(' ')[1]!.replace(':id', String(listId));
    const method = (route: string) => route.split(' ')[0] as Method;

    beforeAll(async () => {
      const { token_list: list } = await createList({ url: 'managed', name: 'Owner list', managers: ['manager@example.com'] });
      listId = list.id;
      await ok('POST', `/v1/authorized/token_lists/${listId}/tokens`, { root_addresses: [DUSD] }, OWNER);
      await ok('POST', `/v1/authorized/token_lists/${listId}/tokens_proposals`, { tokens: [JET] }, GUEST);
    });

    it('has every call on a list name the role it needs (or be open to any signed-in user) and a sample body here', () => {
      expect(MUTATING_LIST_CALLS.length).toBeGreaterThanOrEqual(8);
      for (const [route, entry] of LIST_CALLS) {
        expect(entry.listRole ?? OPEN_TO_SIGNED_IN.includes(route), `${route} names the role it needs`).toBeTruthy();
        if (method(route) !== 'GET') expect(SAMPLE_BODIES, `${route} has a sample body`).toHaveProperty([route]);
      }
    });

    it.each(MUTATING_LIST_CALLS.map(([route]) => route))("answers a third user 403 on %s of another's list", async (route) => {
      await refused(call(method(route), path(route), SAMPLE_BODIES[route], GUEST), 403);
    });

    it.each(MUTATING_LIST_CALLS.filter(([, entry]) => entry.listRole === 'owner').map(([route]) => route))(
      "answers a manager 403 on %s (the owner's)",
      async (route) => {
        await refused(call(method(route), path(route), SAMPLE_BODIES[route], MANAGER), 403);
      },
    );

    it('knows a manager by the email of its token, any case, and lets it manage tokens and proposals until removed', async () => {
      expect(await ok('POST', `/v1/authorized/token_lists/${listId}/is_owner`, {}, MANAGER)).toEqual({ is_owner: false, is_manager: true });
      expect(await ok('POST', `/v1/authorized/token_lists/${listId}/is_owner`, {}, GUEST)).toEqual({ is_owner: false, is_manager: false });
      const { tokens } = await ok<{ tokens: unknown[] }>('GET', `/v1/info/token_lists/${listId}/tokens`);
      expect(tokens).toHaveLength(1);
      await ok('POST', `/v1/authorized/token_lists/${listId}/tokens_proposals/approve`, { approve: true, root_addresses: [JET] }, MANAGER);
      await ok('PUT', `/v1/authorized/token_lists/${listId}/tokens/ordering`, { root_addresses: [JET, DUSD] }, MANAGER);
      await ok('DELETE', `/v1/authorized/token_lists/${listId}/tokens`, { root_addresses: [DUSD] }, MANAGER);
      expect(await ok('GET', `/v1/authorized/token_lists/${listId}/managers`, undefined, MANAGER)).toEqual({
        managers: [{ email: 'manager@example.com' }],
      });
      const mine = await ok<{ token_lists: { url: string; is_manager: boolean }[] }>(
        'POST',
        '/v1/authorized/token_lists/list',
        { only_my: true },
        MANAGER,
      );
      expect(mine.token_lists).toMatchObject([{ url: 'managed', is_manager: true }]);
      await ok('DELETE', `/v1/authorized/token_lists/${listId}/managers`, { emails: ['MANAGER@example.com'] }, OWNER);
      await refused(call('POST', `/v1/authorized/token_lists/${listId}/tokens`, { root_addresses: [DUSD] }, MANAGER), 403);
    });
  });

  it('deletes a list only when its exact name is typed', async () => {
    const { token_list: list } = await createList({ url: 'doomed', name: 'Doomed List' });
    const remove = (name: string) => call('DELETE', `/v1/authorized/token_lists/${list.id}`, { name }, OWNER);
    await refused(remove('doomed list'), 400, 'Error', 'body/name must be the list name, typed exactly');
    await refused(remove('Doomed List '), 400, 'Error');
    expect(await ok('DELETE', `/v1/authorized/token_lists/${list.id}`, { name: 'Doomed List' }, OWNER)).toEqual({ deleted: true });
    await refused(call('GET', `/v1/info/token_lists/${list.id}`), 404);
  });

  it('keeps a private list absent for anyone but its owner and managers, in every list, count and detail', async () => {
    const { token_list: list } = await createList({ url: 'hidden', name: 'Hidden list', is_public: false, managers: [MANAGER.email] });
    const id = list.id;
    const details = [
      `/v1/info/token_lists/${id}`,
      `/v1/info/token_lists/${id}/tokens`,
      `/v1/info/token_lists/${id}/manifest.json`,
      '/v1/info/token_lists/by_url/hidden',
      '/v1/info/token_lists/by_url/hidden/manifest.json',
    ];
    const names = async (route: string, user?: { sub: string }) =>
      (await ok<{ token_lists: { url: string }[] }>('POST', route, { name: 'hidden', limit: 100 }, user)).token_lists.map((l) => l.url);
    const count = async (route: string, user?: { sub: string }) =>
      (await ok<{ total_count: number }>('POST', route, { name: 'hidden' }, user)).total_count;
    for (const user of [undefined, GUEST]) {
      for (const detail of details) await refused(call('GET', detail, undefined, user), 404);
      await refused(call('POST', `/v1/info/token_lists/${id}/tokens_proposals`, {}, user), 404);
      await refused(call('POST', `/v1/info/token_lists/${id}/tokens_proposals/count`, {}, user), 404);
      expect(await names('/v1/info/token_lists/list', user)).toEqual([]);
      expect(await count('/v1/info/token_lists/count', user)).toBe(0);
    }
    expect(await names('/v1/authorized/token_lists/list', GUEST)).toEqual([]);
    expect(await count('/v1/authorized/token_lists/count', GUEST)).toBe(0);
    await refused(call('POST', `/v1/authorized/token_lists/${id}/tokens_proposals`, { tokens: [DUSD] }, GUEST), 404);
    await refused(call('PUT', `/v1/authorized/token_lists/${id}`, { name: 'Mine now' }, GUEST), 404);
    for (const user of [OWNER, MANAGER]) {
      for (const detail of details) expect((await call('GET', detail, undefined, user)).status).toBe(200);
      expect(await names('/v1/info/token_lists/list', user)).toEqual(['hidden']);
      expect(await count('/v1/authorized/token_lists/count', user)).toBe(1);
    }
    await refused(call('POST', '/v1/authorized/token_lists', newList({ url: 'Hidden' }), GUEST), 400, 'Unique', 'body/url Field must be unique');
  });

  it('serves the system list first, unowned, closed to proposals, and lets a user order its own lists', async () => {
    await replaceSystemTokenList(database.db, [{ address: DUSD, symbol: 'DUSD', name: 'Devnet USD', decimals: 6 }]);
    const system = await ok<RegistryResponseOf<'GET /v1/info/token_lists/by_url/:url'>>('GET', `/v1/info/token_lists/by_url/${SYSTEM_LIST_URL}`);
    expect(system.token_list).toMatchObject({ url: SYSTEM_LIST_URL, is_system: true, asset_logo_url: null, tokens_count: 1, is_owner: false });
    const all = await ok<{ token_lists: { url: string }[] }>('POST', '/v1/info/token_lists/list', { order_direction: 'asc' });
    expect(all.token_lists[0]!.url).toBe(SYSTEM_LIST_URL);
    await refused(call('POST', `/v1/authorized/token_lists/${system.token_list.id}/tokens_proposals`, { tokens: [JET] }, GUEST), 403);
    await refused(call('POST', `/v1/authorized/token_lists/${system.token_list.id}/tokens`, { root_addresses: [JET] }, OWNER), 403);

    const first = await createList({ url: 'mineone', name: 'Mine one' }, GUEST);
    const second = await createList({ url: 'minetwo', name: 'Mine two' }, GUEST);
    const ordered = await ok<{ token_lists: { url: string }[] }>(
      'PUT',
      '/v1/authorized/token_lists/ordering',
      { ids: [first.token_list.id, second.token_list.id] },
      GUEST,
    );
    expect(ordered.token_lists.map((l) => l.url)).toEqual(['mineone', 'minetwo']);
    await refused(call('PUT', '/v1/authorized/token_lists/ordering', { ids: [system.token_list.id] }, GUEST), 400, 'Error');
  });

  it('answers 400 naming the field for malformed ids and addresses, and 404 for a list that does not exist', async () => {
    await refused(call('GET', '/v1/info/token_lists/abc'), 400, undefined);
    await refused(call('GET', '/v1/info/token_lists/999999'), 404);
    await refused(call('POST', '/v1/authorized/token_lists/999999/tokens', { root_addresses: [DUSD] }, OWNER), 404);
    await refused(call('GET', `/v1/info/token_lists/1/tokens_proposals/${address('1').slice(0, 10)}/status`, undefined, GUEST), 400, 'TonAddress');
    await refused(call('POST', '/v1/authorized/token_lists/1/tokens', {}, OWNER), 400, 'required', 'body/root_addresses is required');
  });
  describe('the system list, built from the configured manifests', () => {
    let host: Server;
    let base = '';
    /** Stand-in manifest hosts: each path answers what the test puts there (a status and a body). */
    const answers = new Map<string, { status: number; body: string }>();

    beforeAll(async () => {
      host = createServer((request, response) => {
        const answer = answers.get(request.url ?? '') ?? { status: 404, body: '{}' };
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve())));

    const manifest = (tokens: object[]) => ({ status: 200, body: JSON.stringify({ name: 'm', tokens }) });
    const refresher = (paths: string[]) =>
      new SystemListRefresher(database.db, app.log, { urls: paths.map((path) => `${base}${path}`), timeoutMs: 2000 });
    const systemManifest = async () =>
      (await app.inject({ method: 'GET', url: `${REGISTRY_PREFIX}/v1/info/token_lists/by_url/system/manifest.json` })).json() as {
        tokens: { address: string; symbol: string }[];
      };
    const trustedSymbols = async () => {
      const response = await app.inject({ method: 'POST', url: `${TOKEN_PREFIX}/root_contract/search`, payload: { trustedOnly: true } });
      return (response.json() as { data: { tokens: { token: string }[] } }).data.tokens.map((token) => token.token).sort();
    };

    it('drops manifests that fail, de-duplicates tokens by address (the first manifest wins) and keeps their order', async () => {
      answers.set(
        '/one.json',
        manifest([
          { address: JET.toUpperCase(), symbol: 'JET', name: 'Jet Coin', decimals: 9 },
          { address: 'junk', symbol: 'X' },
        ]),
      );
      answers.set(
        '/two.json',
        manifest([
          { address: JET, symbol: 'JET2' },
          { address: OTHER, symbol: 'OTH', decimals: 2 },
        ]),
      );
      answers.set('/down.json', { status: 500, body: '{}' });
      answers.set('/garbage.json', { status: 200, body: 'not json' });
      expect(await refresher(['/one.json', '/down.json', '/garbage.json', '/two.json', '/missing.json']).refresh()).toBe(2);
      expect((await systemManifest()).tokens.map((token) => [token.address, token.symbol])).toEqual([
        [JET, 'JET'],
        [OTHER, 'OTH'],
      ]);
      expect(await trustedSymbols()).toEqual(['JET']);
    });

    it('keeps the list when every manifest fails, and follows a manifest that changes', async () => {
      expect(await refresher(['/down.json']).refresh()).toBeUndefined();
      expect((await systemManifest()).tokens).toHaveLength(2);
      answers.set('/one.json', manifest([{ address: DUSD, symbol: 'DUSD', name: 'Devnet USD', decimals: 6 }]));
      expect(await refresher(['/one.json']).refresh()).toBe(1);
      expect((await systemManifest()).tokens.map((token) => token.symbol)).toEqual(['DUSD']);
      expect(await trustedSymbols()).toEqual(['DUSD']);
    });
  });
});

/** Approves a version of a token's asset information, as an admin does through the asset registry. */
async function approveAsset(database: TestDatabase, root: string, fullName = 'Devnet USD'): Promise<number> {
  const user = await ensureUser(database.db, 'asset-owner');
  const activeFrom = await addAssetProposal(database.db, {
    rootAddress: root,
    userId: BigInt(user.id),
    fullName,
    symbol: 'DUSD',
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    projectMeta: {
      project_name: 'Devnet USD',
      project_website: 'https://devnet.example',
      project_sector: null,
      project_desc: null,
      project_email: 'team@devnet.example',
      cmc_ticker: null,
      coingecko_ticker: null,
    },
    projectSocials: {} as ProjectSocialsJson,
    comment: null,
  });
  await reviewAssetProposal(database.db, { rootAddress: root, activeFrom }, { status: 'Approved' });
  return activeFrom;
}
