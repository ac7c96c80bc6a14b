import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { ContractVerifier } from '../src/index.js';
import { buildCheckedServer, OpenApiResponses } from './support/openapi-responses.js';

type SchemaObject = Record<string, unknown>;

interface MediaType {
  schema?: SchemaObject;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType>; headers?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  security?: Record<string, string[]>[];
  components?: { schemas?: Record<string, SchemaObject>; securitySchemes?: Record<string, Record<string, string>> };
}

const APIS = ['explorer', 'tokens', 'registry', 'verify'] as const;

/** The errors every call of an API documents with the error body: a refused input, the rate limit, a failure of the server (/config.json: the failure). */
const ALWAYS = ['400', '429', '500', '503'];

/**
 * The lint of the four OpenAPI documents integrators generate clients from: each operation named (operationId, unique),
 * summarised, with an example of its body and answer that its own schemas accept, its errors documented with the
 * error body; the bearer and API-key schemes declared.
 */
describe('the OpenAPI documents, as integrators use them', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const documents = new Map<string, OpenApiDocument>();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false, verifier: {} as ContractVerifier });
    for (const name of APIS) documents.set(name, (await app.inject({ method: 'GET', url: `/api/${name}/docs/json` })).json() as OpenApiDocument);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const operationsOf = (name: string) =>
    Object.entries(documents.get(name)!.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
    );

  describe.each(APIS)('the %s API', (name) => {
    it('declares the bearer and X-API-Key security schemes, the key taken by every call', () => {
      const document = documents.get(name)!;
      expect(document.components?.securitySchemes?.['bearer']).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(document.components?.securitySchemes?.['apiKey']).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
      expect(document.security).toContainEqual({ apiKey: [] });
      for (const { call, operation } of operationsOf(name)) {
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement))
            expect(document.components!.securitySchemes, `${call} names ${scheme}`).toHaveProperty(scheme);
        }
      }
    });

    it('names every operation once, with a generated client’s method name', () => {
      const ids = operationsOf(name).map(({ call, operation }) => {
        expect(operation.operationId, call).toMatch(/^(?:get|post|put|delete)[A-Z][A-Za-z0-9]+$/);
        return operation.operationId;
      });
      expect(ids.length).toBeGreaterThan(5);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('summarises every operation', () => {
      const unsummarised = operationsOf(name).filter(({ operation }) => !/^[A-Z].{10,}/.test(operation.summary ?? ''));
      expect(unsummarised.map(({ call }) => call)).toEqual([]);
    });

    it('gives every operation an example of its body and of its answer, which its own schemas accept', () => {
      const schemas = new OpenApiResponses(documents.get(name)!);
      const problems: string[] = [];
      for (const { call, operation } of operationsOf(name)) {
        const examples = {
          body: operation.requestBody?.content['application/json'],
          answer: operation.responses['200']?.content?.['application/json'],
        };
        if (examples.body === undefined && examples.answer === undefined) problems.push(`${call}: no example`);
        for (const [what, media] of Object.entries(examples)) {
          if (media === undefined) continue;
          if (media.example === undefined) problems.push(`${call}: no ${what} example`);
          else {
            const mismatch = schemas.mismatch(media.schema!, media.example);
            if (mismatch !== null) problems.push(`${call}: the ${what} example ${JSON.stringify(media.example).slice(0, 300)}: ${mismatch}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('lets every nullable enumeration take null, as OpenAPI 3.0 reads nullable (parsedType of a message)', () => {
      const refusingNull: string[] = [];
      const walk = (node: unknown, at: string): void => {
        if (node === null || typeof node !== 'object') return;
        const schema = node as { nullable?: boolean; enum?: unknown[] };
        if (schema.nullable === true && schema.enum !== undefined && !schema.enum.includes(null)) refusingNull.push(at);
        for (const [key, value] of Object.entries(node)) if (key !== 'example') walk(value, `${at}/${key}`);
      };
      walk(documents.get(name)!.paths, 'paths');
      expect(refusingNull).toEqual([]);
    });

    it('documents the RateLimit-* headers on every answer of every operation, and Retry-After on its 429', () => {
      const problems: string[] = [];
      for (const { call, operation } of operationsOf(name).filter(({ call }) => call.includes(' /api/'))) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const headers = Object.keys(response.headers ?? {});
          const expected = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', ...(status === '429' ? ['Retry-After'] : [])];
          if (expected.some((header) => !headers.includes(header))) problems.push(`${call} → ${status}: ${headers.join(', ') || 'no headers'}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('documents the errors of every operation with the error body: 401 and 403 where a token is needed', () => {
      const problems: string[] = [];
      for (const { call, operation } of operationsOf(name)) {
        const signedIn = (operation.security ?? []).length > 0 && operation.security!.every((requirement) => 'bearer' in requirement);
        const served = call.split(' ')[1]!.startsWith('/api/') ? ALWAYS : ['500'];
        const expected = [...served, ...(operation.requestBody ? ['413', '415'] : []), ...(signedIn ? ['401', '403'] : [])];
        for (const status of expected) {
          const schema = operation.responses[status]?.content?.['application/json']?.schema;
          if (schema === undefined) problems.push(`${call}: ${status} not documented`);
          else if (!JSON.stringify(schema).includes('"error"')) problems.push(`${call}: ${status} is not the error body`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
