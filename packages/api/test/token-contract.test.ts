import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { TOKEN_PREFIX } from '../src/index.js';
import { NFT_ROUTES } from '../src/schemas/nft-routes.js';
import { TOKEN_ROUTES, type TokenRouteSchemas } from '../src/schemas/token-routes.js';

const ROUTES: Record<string, TokenRouteSchemas> = { ...TOKEN_ROUTES, ...NFT_ROUTES };
import { buildCheckedServer } from './support/openapi-responses.js';

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

interface DocumentedCall {
  summary?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: { 'application/json': { schema: SchemaNode } } };
  responses: { 200: { content: { 'application/json': { schema: { properties: { data: SchemaNode } } } } } } & Record<string, unknown>;
}

/** The fields a schema names, as paths (`balances[].amount`; `?` marks an optional one). */
function fieldsOf(schema: SchemaNode | undefined, prefix = ''): string[] {
  if (schema === undefined) return [];
  const fields = (schema.anyOf ?? []).flatMap((branch) => fieldsOf(branch, prefix));
  if (schema.items) fields.push(...fieldsOf(schema.items, `${prefix}[]`));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${prefix ? '.' : ''}${name}${schema.required?.includes(name) ? '' : '?'}`;
    fields.push(path, ...fieldsOf(property, path));
  }
  return [...new Set(fields)].sort();
}

describe('the contract of the token API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let calls: Map<string, DocumentedCall>;
  let explorerPaths: string[];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false }, '/api/tokens/docs/json');
    const document = (await app.inject({ method: 'GET', url: '/api/tokens/docs/json' })).json() as {
      paths: Record<string, Record<string, DocumentedCall>>;
    };
    // The document writes path parameters `{name}`, the route table `:name`, as the server registers them.
    calls = new Map(
      Object.entries(document.paths).flatMap(([url, methods]) =>
        Object.entries(methods).map(([method, call]) => [
          `${method.toUpperCase()} ${url.slice(TOKEN_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`,
          call,
        ]),
      ),
    );
    explorerPaths = Object.keys(((await app.inject({ method: 'GET', url: '/api/explorer/docs/json' })).json() as { paths: object }).paths);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('names every call the server answers under /api/tokens/v1 (the NFT calls too), and no other, in its own document', () => {
    expect([...calls.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
    expect(explorerPaths.filter((url) => url.startsWith('/api/tokens/'))).toEqual([]);
  });

  it('holds the path parameters, body fields and answer fields of each route', () => {
    for (const [route, schemas] of Object.entries(ROUTES)) {
      const call = calls.get(route)!;
      const pathNames = [...route.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const documented = (call.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(documented.map((parameter) => parameter.name).sort(), `${route} path parameters`).toEqual(pathNames.sort());
      expect(Object.keys((schemas.params as SchemaNode | undefined)?.properties ?? {}).sort(), `${route} params schema`).toEqual(pathNames.sort());
      expect(call.requestBody !== undefined, `${route} takes a body`).toBe(schemas.body !== undefined);
      expect(fieldsOf(call.requestBody?.content['application/json'].schema), `${route} body`).toEqual(fieldsOf(schemas.body as SchemaNode));
      const answered = call.responses[200].content['application/json'].schema.properties.data;
      expect(fieldsOf(answered), `${route} answer`).toEqual(fieldsOf(schemas.response as SchemaNode));
      expect(fieldsOf(answered).length, `${route} answers named fields`).toBeGreaterThan(0);
    }
  });

  it('gives every call a summary and documents its errors, 404 for the lookups', () => {
    for (const [route, call] of calls) {
      expect(call.summary, route).toMatch(/^[A-Z].{10,}/);
      const statuses = Object.keys(call.responses);
      for (const status of ['200', '400', '405', '429', '500', '503', ...(route.startsWith('POST') ? ['413', '415'] : [])])
        expect(statuses, `${route} documents ${status}`).toContain(status);
    }
    for (const lookup of [
      'GET /root_contract/root_address/:address',
      'GET /root_contract/:rootAddress/address/:address',
      'POST /balances/snapshot',
      'GET /nft/collections/:address',
      'GET /nft/items/:address',
    ])
      expect(Object.keys(calls.get(lookup)!.responses)).toContain('404');
    expect(Object.keys(calls.get('POST /balances/search')!.responses)).not.toContain('404');
  });

  it('answers with the spec’s field names', () => {
    const answer = (route: string) => fieldsOf(calls.get(route)!.responses[200].content['application/json'].schema.properties.data);
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
    expect(answer('POST /balances/count')).toEqual(['totalCount']);
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
    const body = fieldsOf(calls.get('POST /transactions/search')!.requestBody!.content['application/json'].schema);
    expect(body).toEqual(
      expect.arrayContaining(['ownerAddress?', 'rootAddress?', 'blockTimeGe?', 'blockTimeLe?', 'txKinds?', 'messageHases?', 'format?']),
    );
    expect(fieldsOf(calls.get('POST /stats/search')!.requestBody!.content['application/json'].schema)).toEqual(
      expect.arrayContaining(['aggregationType', 'rootAddress?', 'txTypes?']),
    );
  });
});
