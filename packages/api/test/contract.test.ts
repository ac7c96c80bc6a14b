import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { EXPLORER_PREFIX } from '../src/index.js';
import { EXPLORER_ROUTES, type ExplorerRouteSchemas } from '../src/schemas/explorer-routes.js';
import { buildCheckedServer } from './support/openapi-responses.js';

interface DocumentedCall {
  summary?: string;
  requestBody?: { content: { 'application/json': { schema: SchemaNode } } };
  responses: { 200: { content: { 'application/json': { schema: { properties: { data: SchemaNode } } } } } } & Record<string, unknown>;
}

type Paths = Record<string, Record<string, DocumentedCall>>;

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

/**
 * The fields a schema names, as paths (`block.prevBlock?.seqno`, `blocks[].rootHash`; `?` marks an optional one),
 * whether a nullable value is written `anyOf [T, null]` (TypeBox) or `T, nullable` (the OpenAPI document).
 */
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

/** Every call the server registered under the explorer prefix, keyed `METHOD path` as the contract keys them. */
function registeredCalls(paths: Paths): Map<string, DocumentedCall> {
  const calls = new Map<string, DocumentedCall>();
  for (const [url, methods] of Object.entries(paths)) {
    if (!url.startsWith(`${EXPLORER_PREFIX}/`)) continue;
    for (const [method, call] of Object.entries(methods)) calls.set(`${method.toUpperCase()} ${url.slice(EXPLORER_PREFIX.length)}`, call);
  }
  return calls;
}

describe('the contract of the explorer API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let calls: Map<string, DocumentedCall>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false });
    const document = (await app.inject({ method: 'GET', url: '/api/explorer/docs/json' })).json() as { paths: Paths };
    calls = registeredCalls(document.paths);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('names every call the server answers, and no other', () => {
    expect([...calls.keys()].sort()).toEqual(Object.keys(EXPLORER_ROUTES).sort());
  });

  it('holds the fields each route takes in its body and answers with', () => {
    for (const [route, schemas] of Object.entries(EXPLORER_ROUTES) as [string, ExplorerRouteSchemas][]) {
      const call = calls.get(route);
      expect(call, route).toBeDefined();
      expect(call!.requestBody !== undefined, `${route} takes a body`).toBe(schemas.body !== undefined);
      expect(fieldsOf(call!.requestBody?.content['application/json'].schema), `${route} body`).toEqual(fieldsOf(schemas.body as SchemaNode));
      const answered = call!.responses[200].content['application/json'].schema.properties.data;
      expect(fieldsOf(answered), `${route} answer`).toEqual(fieldsOf(schemas.response as SchemaNode));
      expect(fieldsOf(answered).length, `${route} answers named fields`).toBeGreaterThan(0);
    }
  });

  it('gives every call a summary and documents its error answers with the error body', () => {
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
    const transaction = fieldsOf(calls.get('POST /transactions')!.responses[200].content['application/json'].schema.properties.data);
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
});
