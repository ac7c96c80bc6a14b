import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type ServerOptions } from '../../src/index.js';

const DOCUMENT_URL = '/api/explorer/docs/json';

type SchemaObject = Record<string, unknown>;

interface OpenApiResponse {
  content?: Record<string, { schema?: SchemaObject }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** An answer that the OpenAPI document does not describe. */
export class UndocumentedResponseError extends Error {}

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

/**
 * Checks answers against the OpenAPI document the server publishes: the schema of the answer's route, method and
 * status (a `4XX`/`5XX` range or `default` when the status has none), errors included, with Ajv.
 */
export class OpenApiResponses {
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {}

  /** Throws an `UndocumentedResponseError` naming the call when `response` is not what the document says. */
  check(method: string, url: string, response: LightMyRequestResponse): void {
    const path = url.split('?')[0]!;
    const template = this.templateOf(path);
    const operation = template === undefined ? undefined : this.document.paths[template]?.[method.toLowerCase()];
    if (operation === undefined || response.statusCode === 304 || method === 'HEAD' || method === 'OPTIONS') return;
    const call = `${method} ${path} → ${response.statusCode}`;
    const status = String(response.statusCode);
    const documented = operation.responses?.[status] ?? operation.responses?.[`${status[0]}XX`] ?? operation.responses?.default;
    if (documented === undefined) throw new UndocumentedResponseError(`${call}: the document has no answer for this status`);
    const schema = documented.content?.['application/json']?.schema;
    if (schema === undefined) return;
    if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      throw new UndocumentedResponseError(`${call}: documented as JSON, answered ${String(response.headers['content-type'])}`);
    }
    const validate = this.validator(`${method} ${template} → ${status}`, schema);
    if (!validate(response.json())) {
      throw new UndocumentedResponseError(
        `${call}: the answer does not match the document: ${this.ajv.errorsText(validate.errors)}\n${response.body.slice(0, 2000)}`,
      );
    }
  }

  /** Why `value` does not match a schema of the document (OpenAPI 3.0, `$ref`s and `nullable` read), or null when it does. */
  mismatch(schema: SchemaObject, value: unknown): string | null {
    const validate = this.ajv.compile(this.jsonSchema(schema) as SchemaObject);
    return validate(value) ? null : this.ajv.errorsText(validate.errors);
  }

  /** The document's path for a request path: itself, or the template (`/root_contract/{address}`) it fills, the most literal first. */
  private templateOf(path: string): string | undefined {
    if (this.document.paths[path] !== undefined) return path;
    const templates = Object.keys(this.document.paths)
      .filter((template) => template.includes('{'))
      .sort((a, b) => a.split('{').length - b.split('{').length);
    const segment = '[^/]+';
    const matching = templates.find((template) =>
      new RegExp(
        `^${template
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join(segment)}$`,
      ).test(path),
    );
    return matching;
  }

  private validator(key: string, schema: SchemaObject): ValidateFunction {
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.ajv.compile(this.jsonSchema(schema) as SchemaObject);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** OpenAPI 3.0 to JSON Schema: `$ref`s to the document's components inlined, and `nullable` as a union with null. */
  private jsonSchema(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.jsonSchema(item));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, nullable, ...rest } = node as SchemaObject;
    if (typeof $ref === 'string') return this.jsonSchema(this.component($ref));
    const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'enum' ? value : this.jsonSchema(value)]));
    return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
  }

  private component(ref: string): SchemaObject {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    const schema = name === undefined ? undefined : this.document.components?.schemas?.[name];
    if (schema === undefined) throw new UndocumentedResponseError(`the document's ${ref} is not one of its components`);
    return schema;
  }
}

/** The document the server publishes (the explorer API's, or the one at `documentUrl`). */
export async function openApiResponsesOf(app: FastifyInstance, documentUrl = DOCUMENT_URL): Promise<OpenApiResponses> {
  const response = await app.inject({ method: 'GET', url: documentUrl });
  return new OpenApiResponses(response.json() as OpenApiDocument);
}

/**
 * `buildServer` whose `inject` checks every answer against the server's OpenAPI document (the explorer API's, or the
 * one at `documentUrl`): an answer the document does not describe fails the call, and so the test that made it.
 */
export async function buildCheckedServer(options: ServerOptions, documentUrl = DOCUMENT_URL): Promise<FastifyInstance> {
  const app = await buildServer(options);
  const responses = await openApiResponsesOf(app, documentUrl);
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (injectOptions: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(injectOptions);
    const { method = 'GET', url = '/' } = typeof injectOptions === 'string' ? { url: injectOptions } : injectOptions;
    responses.check(String(method), typeof url === 'string' ? url : url.pathname, response);
    return response;
  };
  return Object.assign(app, { inject: checked }) as FastifyInstance;
}
