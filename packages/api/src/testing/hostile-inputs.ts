import type { RouteTable } from '../schemas/route-entry.js';

/*
 * Inputs that once reached the database and failed there (a 500), for the APIs' fuzz tests: integers no 32-bit column
 * holds, and text PostgreSQL cannot store. `hostileRequests` puts each of them into every field and path parameter of
 * every call of a route table.
 */

/** Integers from 2^31 to the largest of ten digits (what a `^[1-9][0-9]{0,9}$` path allows), and beyond. */
export const WIDE_INTEGERS: readonly number[] = [2 ** 31, 9_999_999_999, 2 ** 53 - 1, 1e20];

/** Text PostgreSQL cannot store: NUL, alone or inside other text, and unpaired UTF-16 surrogates. */
export const UNSTORABLE_TEXTS: readonly string[] = ['\u0000', 'a\u0000b', '\ud800', 'x\udfff'];

/** Path segments as sent: wide integers, NUL percent-encoded, and UTF-8 that decodes to no text (a surrogate, an overlong NUL). */
export const HOSTILE_SEGMENTS: readonly string[] = ['2147483648', '9999999999', '99999999999999999999', '%00', 'a%00b', '%ED%A0%80', '%C0%80'];

/** A request to a call, its path under the API's prefix with its parameters filled in. */
export interface HostileRequest {
  readonly method: string;
  readonly path: string;
  readonly payload?: string;
  /** Where the hostile value is (`params/id`, `body/block/seqno`) and which. */
  readonly what: string;
}

/** A call's usable path parameters (raw values) and body, which the hostile values are put into one at a time. */
export interface RouteSamples {
  readonly params?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
}

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

type Place = readonly (string | number)[];
type Kind = 'integer' | 'string' | 'any';

const VALUES: Record<Kind, readonly unknown[]> = {
  integer: WIDE_INTEGERS,
  string: [...UNSTORABLE_TEXTS, '2147483648', '9999999999'],
  any: [...WIDE_INTEGERS, ...UNSTORABLE_TEXTS, { '\u0000': 1 }],
};

/**
 * For each call of `table`: each path parameter, then each integer, string or free-form field of its body (nested
 * fields and array items too), set in turn to each hostile value while the rest of the call is as `samples` gives it,
 * so that the value gets as far into the call as it can.
 */
export function hostileRequests(table: RouteTable, samples: Readonly<Record<string, RouteSamples>> = {}): Map<string, HostileRequest[]> {
  return new Map(
    Object.entries(table).map(([route, entry]) => {
      const [method, template] = route.split(' ') as [string, string];
      const sample = samples[route] ?? {};
      const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const fill = (name: string, segment?: string) => pathOf(template, sample.params ?? {}, name, segment);
      const body = entry.body === undefined ? undefined : JSON.stringify(sample.body ?? {});
      const inPath = names.flatMap((name) =>
        HOSTILE_SEGMENTS.map((segment) => ({
          method,
          path: fill(name, segment),
          ...(body === undefined ? {} : { payload: body }),
          what: `params/${name} ${segment}`,
        })),
      );
      const inBody = leavesOf(entry.body as SchemaNode | undefined, []).flatMap(({ place, kind }) =>
        VALUES[kind].map((value) => ({
          method,
          path: fill(''),
          payload: JSON.stringify(placed(sample.body ?? {}, place, value)),
          what: `body/${place.join('/')} ${JSON.stringify(value)}`,
        })),
      );
      return [route, [...inPath, ...inBody]];
    }),
  );
}

/** The path with each `:name` its sample (encoded), and `hostile` as sent in place of the parameter `name`. */
function pathOf(template: string, params: Readonly<Record<string, string>>, name: string, hostile?: string): string {
  return template.replace(/:(\w+)/g, (_, parameter: string) =>
    parameter === name && hostile !== undefined ? hostile : encodeURIComponent(params[parameter] ?? 'x'),
  );
}

/** The fields of a body schema that take integers, text or anything, with where they are; each once. */
function leavesOf(schema: SchemaNode | undefined, place: Place): { place: Place; kind: Kind }[] {
  if (schema === undefined) return [];
  const found = new Map<string, { place: Place; kind: Kind }>();
  const add = (leaf: { place: Place; kind: Kind }) => found.set(`${leaf.place.join('/')} ${leaf.kind}`, leaf);
  if (schema.anyOf) schema.anyOf.forEach((branch) => leavesOf(branch, place).forEach(add));
  else if (schema.type === 'object' && schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) leavesOf(property, [...place, name]).forEach(add);
  } else if (schema.type === 'array') leavesOf(schema.items ?? {}, [...place, 0]).forEach(add);
  else if (schema.type === 'integer' || schema.type === 'number') add({ place, kind: 'integer' });
  else if (schema.type === 'string') add({ place, kind: 'string' });
  else if (schema.type === undefined || schema.type === 'object') add({ place, kind: 'any' });
  return [...found.values()];
}

/** A copy of `body` with `value` at `place`, making the objects and arrays on the way. */
function placed(body: Readonly<Record<string, unknown>>, place: Place, value: unknown): unknown {
  if (place.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  place.forEach((key, index) => {
    if (index === place.length - 1) node[key] = value;
    else {
      const next = place[index + 1];
      const existing = node[key];
      node[key] =
        typeof next === 'number' ? (Array.isArray(existing) ? existing : []) : typeof existing === 'object' && existing !== null ? existing : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}
