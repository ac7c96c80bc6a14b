import { createHash } from 'node:crypto';

/** A function or event of an ABI 2.x JSON, as far as its id needs it. */
export interface AbiEntry {
  readonly name: string;
  readonly id?: string;
  readonly inputs: readonly AbiParamJson[];
  readonly outputs?: readonly AbiParamJson[];
}

interface AbiParamJson {
  readonly type: string;
  readonly components?: readonly AbiParamJson[];
}

/**
 * The id of a function's inbound call (or of an event): the explicit `id`, else the first 32 bits of the SHA-256 of
 * `name(inputs)(outputs)v2` (`name(inputs)v2` for an event) with the top bit cleared. A function's answer carries the
 * same id with the top bit set.
 */
export function abiEntryId(entry: AbiEntry, kind: 'function' | 'event'): number {
  if (entry.id !== undefined) return Number(entry.id);
  const types = (params: readonly AbiParamJson[]) => params.map(signatureType).join(',');
  const signature =
    kind === 'event' ? `${entry.name}(${types(entry.inputs)})v2` : `${entry.name}(${types(entry.inputs)})(${types(entry.outputs ?? [])})v2`;
  return createHash('sha256').update(signature).digest().readUInt32BE(0) & 0x7fffffff;
}

/** The type as a signature writes it: a tuple (also inside an array, map or optional) as its components in parentheses. */
function signatureType(param: AbiParamJson): string {
  if (param.components === undefined) return param.type;
  return param.type.replace('tuple', `(${param.components.map(signatureType).join(',')})`);
}
