import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { EXPLORER_PREFIX } from '../src/index.js';
import { EXPLORER_ROUTES, type ExplorerRouteSchemas } from '../src/schemas/explorer-routes.js';
import { buildCheckedServer } from './support/openapi-responses.js';

interface DocumentedCall {
  requestBody?: { content: { 'application/json': { schema: SchemaNode } } };
  responses: { 200: { content: { 'application/json': { schema: { properties: { data: SchemaNode } } } } } };
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
});
