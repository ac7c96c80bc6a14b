import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

const NUL = '\u0000';
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What PostgreSQL text cannot hold: NUL, and half of a UTF-16 surrogate pair without its other half (it has no UTF-8
 * form, so it would be stored as U+FFFD, changed).
 */
function unstorable(text: string): boolean {
  return text.includes(NUL) || UNPAIRED_SURROGATE.test(text);
}

const REFUSAL = 'must not contain a NUL character or an unpaired surrogate';

/**
 * Refuses a request whose path parameters or body hold text PostgreSQL cannot store, anywhere (field names too), with
 * a 400 naming a field that holds it (`body/name must not contain …`), rather than a 500 from the database.
 */
export function refuseUnstorableText(request: FastifyRequest, kind: string): void {
  const place = unstorablePlace('params', request.params) ?? unstorablePlace('body', request.body);
  if (place !== undefined) throw new ApiError(400, 'BadRequest', `${place} ${REFUSAL}`, kind);
}

/** The path of a text in `value` that cannot be stored, or of an object with such a field name; walked without recursion, as bodies may nest deep. */
function unstorablePlace(root: string, value: unknown): string | undefined {
  const pending: [string, unknown][] = [[root, value]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [path, item] = next;
    if (typeof item === 'string') {
      if (unstorable(item)) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return `${path} field name`;
        pending.push([`${path}/${key}`, child]);
      }
    }
  }
  return undefined;
}
