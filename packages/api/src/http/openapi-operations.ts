/** A JSON schema as the OpenAPI document holds it (TypeBox's, with `nullable` where a branch was null). */
interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

/**
 * Texts a string field of the APIs may take, tried in order against its pattern: an address (a masterchain one), a hash, a shard, an
 * amount, a seqno, a list id or URL name, a token kind. The first the pattern accepts is the field's example.
 */
const PATTERNED_TEXTS = [
  `0:${'3'.repeat(64)}`,
  `-1:${'5'.repeat(64)}`,
  '3'.repeat(64),
  '8000000000000000',
  '1000000000',
  '1',
  'mylist',
  'Mint',
  'EQDrjaLahLkMB-hMCmkzOyBuHJ139ZUYmPHu6RRBKnbdLIYI',
];

/** A value `schema` accepts, for the document's examples: a request body's required fields, an answer's every field. */
export function exampleOf(schema: Schema | undefined, all: boolean): unknown {
  if (schema === undefined) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const enumValue = schema.enum?.find((value) => value !== null);
  if (enumValue !== undefined) return enumValue;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches)
    return exampleOf(
      branches.find((branch) => branch.type !== 'null' && !(branch.enum?.length === 1 && branch.enum[0] === null)),
      all,
    );
  switch (schema.type) {
    case 'object':
      return objectExample(schema, all);
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items, all));
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}

/** An object's example: every field (an answer), or the required ones, and the first field when none is required (a request). */
function objectExample(schema: Schema, all: boolean): Record<string, unknown> {
  const names = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const shown = all ? names : required.length > 0 ? required : names.slice(0, 1);
  return Object.fromEntries(shown.map((name) => [name, exampleOf(schema.properties![name], all)]));
}

function stringExample(schema: Schema): string {
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.org/';
  if (schema.format === 'email') return 'team@example.org';
  if (schema.format === 'date-time') return '2026-12-07T12:00:00Z';
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    const text = PATTERNED_TEXTS.find((candidate) => pattern.test(candidate));
    if (text !== undefined) return text;
  }
  const text = 'text';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length + (schema.minLength ?? 0));
}

/**
 * The name generated clients give a call: its method and path in camel case, path parameters as `By…`
 * (`POST /transactions/list` → `postTransactionsList`, `GET /info/address/{address}` → `getInfoAddressByAddress`),
 * without the API's own prefix (`/api/explorer/v1`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/\w+(?:\/v1)?/, '')
    .replace(/^\/v1/, '')
    .split(/[/_.-]/)
    .filter((word) => word.length > 0)
    .map((word) => {
      const parameter = /^\{(\w+)\}$/.exec(word);
      return parameter ? `By${capitalized(parameter[1]!)}` : capitalized(word);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Lets a nullable enumeration take null (`{enum: ["Event"], nullable: true}` as a union of a literal and null is
 * written): OpenAPI 3.0 reads `nullable` as no widening of `enum`, so null must be one of its values.
 */
function nullInEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInEnums);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Schema;
  if (schema.nullable === true && schema.enum !== undefined && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const [key, value] of Object.entries(schema)) if (key !== 'enum' && key !== 'example') nullInEnums(value);
}

/**
 * Gives an operation its `operationId` (unique among `taken`, the ids of its API: an older path spelling the same
 * words as the spec's gets `Alias` after them), null in its nullable enumerations, and an example of its JSON body and
 * of its success answer.
 */
export function describeOperation(method: string, path: string, operation: Operation, taken: Set<string>): void {
  const id = operation.operationId ?? operationIdOf(method, path);
  operation.operationId = taken.has(id) ? `${id}Alias` : id;
  taken.add(operation.operationId);
  nullInEnums(operation.requestBody);
  nullInEnums(operation.responses);
  const body = operation.requestBody?.content?.['application/json'];
  if (body?.schema && body.example === undefined) body.example = exampleOf(body.schema, false);
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const answer = response.content?.['application/json'];
    if (status.startsWith('2') && answer?.schema && !answer.schema.$ref && answer.example === undefined)
      answer.example = exampleOf(answer.schema, true);
  }
}
