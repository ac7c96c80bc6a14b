import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { EXPLORER_PREFIX, REGISTRY_PREFIX, TOKEN_PREFIX, VERIFY_PREFIX, type ContractVerifier } from '../src/index.js';
import { EXPLORER_ROUTES } from '../src/schemas/explorer-routes.js';
import { NFT_ROUTES } from '../src/schemas/nft-routes.js';
import { REGISTRY_ROUTES } from '../src/schemas/registry-routes.js';
import type { RouteEntry } from '../src/schemas/route-entry.js';
import { TOKEN_ROUTES } from '../src/schemas/token-routes.js';
import { SIGNED_VERIFY_ROUTES, VERIFY_ROUTES } from '../src/schemas/verify-routes.js';
import { buildCheckedServer } from './support/openapi-responses.js';

interface SchemaNode {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

interface DocumentedCall {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: { 'application/json': { schema: SchemaNode } } };
  responses: { 200: { content: { 'application/json': { schema: SchemaNode } } } } & Record<string, unknown>;
}

type Paths = Record<string, Record<string, DocumentedCall>>;

/**
 * The fields a schema names, as paths (`block.prevBlock?.seqno`, `blocks[].rootHash`; `?` marks an optional one) with
 * the type of each leaf, whether a nullable value is written `anyOf [T, null]` (TypeBox) or `T, nullable` (the
 * OpenAPI document, where a null branch of `anyOf` becomes `enum: [null]`).
 */
function fieldsOf(schema: SchemaNode | undefined, prefix = ''): string[] {
  if (schema === undefined || schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null)) return [];
  const fields = (schema.anyOf ?? []).flatMap((branch) => fieldsOf(branch, prefix));
  if (schema.items) fields.push(...fieldsOf(schema.items, `${prefix}[]`));
  if (schema.type !== undefined && schema.properties === undefined && schema.items === undefined) {
    fields.push(`${prefix}: ${schema.type}`);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${prefix ? '.' : ''}${name}${schema.required?.includes(name) ? '' : '?'}`;
    fields.push(path, ...fieldsOf(property, path));
  }
  return [...new Set(fields)].sort();
}

/** Each API: where it is served, its document, its route tables, and whether its answers are bare (no `{ data }`). */
const APIS = [
  { name: 'explorer', prefix: EXPLORER_PREFIX, tables: [EXPLORER_ROUTES], bare: false },
  { name: 'registry', prefix: REGISTRY_PREFIX, tables: [REGISTRY_ROUTES], bare: false },
  { name: 'tokens', prefix: TOKEN_PREFIX, tables: [TOKEN_ROUTES, NFT_ROUTES], bare: false },
  { name: 'verify', prefix: VERIFY_PREFIX, tables: [VERIFY_ROUTES, SIGNED_VERIFY_ROUTES], bare: true },
] as const;

const ACCESS_TAGS = { public: 'public', 'signed-in': 'authorized', admin: 'admin' } as const;

describe('the four APIs are served from their route tables', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const documents = new Map<string, Paths>();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false, verifier: {} as ContractVerifier });
    for (const { name } of APIS)
      documents.set(name, ((await app.inject({ method: 'GET', url: `/api/${name}/docs/json` })).json() as { paths: Paths }).paths);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The document's operations under the API's prefix, keyed `METHOD path` as a route table keys them (`{name}` → `:name`). */
  const callsOf = (api: (typeof APIS)[number]): Map<string, DocumentedCall> =>
    new Map(
      Object.entries(documents.get(api.name)!)
        .filter(([url]) => url.startsWith(`${api.prefix}/`))
        .flatMap(([url, methods]) =>
          Object.entries(methods).map(([method, call]) => [
            `${method.toUpperCase()} ${url.slice(api.prefix.length).replace(/\{(\w+)\}/g, ':$1')}`,
            call,
          ]),
        ),
    );

  describe.each(APIS)('the $name API', (api) => {
    const routes = api.tables.flatMap((table) => Object.entries(table as Record<string, RouteEntry>));

    it('documents every call of its tables, and no other, in its own document', () => {
      expect([...callsOf(api).keys()].sort()).toEqual(routes.map(([route]) => route).sort());
      const others = Object.keys(documents.get(api.name)!).filter((url) => !url.startsWith(`${api.prefix}/`));
      expect(others).toEqual(api.name === 'explorer' ? ['/config.json', '/health', '/ready'] : []);
    });

    it.each(routes)('%s: its group, security, description, path parameters, body and answer', (route, entry) => {
      const call = callsOf(api).get(route)!;
      expect(call.tags, 'group').toEqual([entry.tag ?? ACCESS_TAGS[entry.access ?? 'public']]);
      const signedIn = entry.access === 'signed-in' || entry.access === 'admin';
      const security = signedIn ? [{ bearer: [] }] : entry.viewer ? [{}, { bearer: [] }] : entry.signed ? [{ apiKey: [] }] : undefined;
      expect(call.security, 'security').toEqual(security);
      if (entry.description !== undefined) expect(call.description).toBe(entry.description);
      const pathNames = [...route.matchAll(/:(\w+)/g)].map((match) => match[1]!).sort();
      expect(
        (call.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort(),
        'path',
      ).toEqual(pathNames);
      expect(Object.keys((entry.params as SchemaNode | undefined)?.properties ?? {}).sort(), 'params schema').toEqual(pathNames);
      expect(call.requestBody !== undefined, 'takes a body').toBe(entry.body !== undefined);
      expect(fieldsOf(call.requestBody?.content['application/json'].schema), 'body').toEqual(fieldsOf(entry.body as SchemaNode | undefined));
      const answer = call.responses[200].content['application/json'].schema;
      const data = api.bare || entry.bare ? answer : answer.properties!['data'];
      expect(fieldsOf(data), 'answer').toEqual(fieldsOf(entry.response as SchemaNode));
      expect(fieldsOf(data).length, 'answer is typed').toBeGreaterThan(0);
    });

    it('serves its browsable page', async () => {
      const page = await app.inject({ method: 'GET', url: `/api/${api.name}/docs` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger');
    });
  });

  it('gives every explorer call a summary and documents its error answers with the error body', () => {
    const calls = callsOf(APIS[0]);
    for (const [route, call] of calls) {
      expect(call.summary, route).toMatch(/^[A-Z].{10,}/);
      const statuses = Object.keys(call.responses).sort();
      const expected = ['200', '400', '405', '429', '500', '503', ...(route.startsWith('POST') ? ['413', '415'] : [])];
      for (const status of expected) expect(statuses, `${route} documents ${status}`).toContain(status);
      const notFound = call.responses['404'] as { content: { 'application/json': { schema: SchemaNode } } } | undefined;
      if (notFound) expect(fieldsOf(notFound.content['application/json'].schema)).toContain('error.code');
    }
    for (const lookup of ['POST /transactions', 'POST /messages/tree', 'POST /blocks'])
      expect(Object.keys(calls.get(lookup)!.responses)).toContain('404');
    expect(Object.keys(calls.get('POST /transactions/list')!.responses)).not.toContain('404');
    const transaction = fieldsOf(calls.get('POST /transactions')!.responses[200].content['application/json'].schema.properties!['data']);
    for (const phase of [
      'storage.statusChange',
      'credit.creditOther[].amount',
      'compute.kind',
      'compute.reason',
      'action.totMsgSize.bits',
      'bounce.reqFwdFees',
    ])
      expect(transaction, `typed phase field ${phase}`).toContain(`transaction.description.${phase}`);
  });
  it('gives every token and NFT call a summary and documents its errors, 404 for the lookups', () => {
    const calls = callsOf(APIS[2]);
    for (const [route, call] of calls) {
      expect(call.summary, route).toMatch(/^[A-Z].{10,}/);
      const statuses = Object.keys(call.responses);
      for (const status of ['200', '400', '405', '429', '500', '503', ...(route.startsWith('POST') ? ['413', '415'] : [])])
        expect(statuses, `${route} documents ${status}`).toContain(status);
    }
    const lookups = [
      'GET /root_contract/root_address/:address',
      'GET /root_contract/:rootAddress/address/:address',
      'POST /balances/snapshot',
      'GET /nft/collections/:address',
      'GET /nft/items/:address',
    ];
    for (const lookup of lookups) expect(Object.keys(calls.get(lookup)!.responses)).toContain('404');
    expect(Object.keys(calls.get('POST /balances/search')!.responses)).not.toContain('404');
  });

  it('answers the token calls with the spec’s field names', () => {
    const calls = callsOf(APIS[2]);
    const answer = (route: string) => fieldsOf(calls.get(route)!.responses[200].content['application/json'].schema.properties!['data']);
    const body = (route: string) => fieldsOf(calls.get(route)!.requestBody!.content['application/json'].schema);
    expect(answer('POST /balances/search')).toEqual(
      expect.arrayContaining([
        'balances',
        'balances[].ownerAddress',
        'balances[].rootAddress',
        'balances[].token',
        'balances[].amount',
        'nextCursor',
      ]),
    );
    expect(answer('POST /balances/count')).toEqual(['totalCount', 'totalCount: integer']);
    expect(answer('POST /transactions/search')).toEqual(
      expect.arrayContaining([
        'transactions[].transactionHash',
        'transactions[].kind',
        'transactions[].sender.ownerAddress',
        'transactions[].receiver.ownerAddress',
        'transactions[].rootAddress',
        'transactions[].token',
        'transactions[].amount',
        'transactions[].blockTime',
      ]),
    );
    expect(answer('GET /root_contract/root_address/:address')).toEqual(
      expect.arrayContaining(['rootAddress', 'name', 'token', 'totalSupply', 'scale', 'ownerAddress', 'tokenStandard']),
    );
    expect(body('POST /transactions/search')).toEqual(
      expect.arrayContaining(['ownerAddress?', 'rootAddress?', 'blockTimeGe?', 'blockTimeLe?', 'txKinds?', 'messageHases?', 'format?']),
    );
    expect(body('POST /stats/search')).toEqual(expect.arrayContaining(['aggregationType', 'rootAddress?', 'txTypes?']));
  });
});
