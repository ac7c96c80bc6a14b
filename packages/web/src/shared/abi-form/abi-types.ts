/** A parameter of a contract ABI: a function input or output, an init or contract field, a tuple component. */
export interface AbiParam {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly AbiParam[];
}

/** The type an `optional(…)` wraps; null for any other type. */
export function optionalInner(type: string): string | null {
  return /^optional\((.*)\)$/.exec(type)?.[1] ?? null;
}

/** An array's item type and its fixed length (null for a dynamic `T[]`); null for any other type. */
export function arrayItem(type: string): { type: string; length: number | null } | null {
  const match = /^(.*)\[(\d*)\]$/.exec(type);
  if (!match) return null;
  return { type: match[1]!, length: match[2] === '' ? null : Number(match[2]) };
}

/** A map's key and value types; null when the type is not `map(K,V)` with both written out. */
export function mapTypes(type: string): { key: string; value: string } | null {
  const body = /^map\((.*)\)$/.exec(type)?.[1];
  if (body === undefined) return null;
  let depth = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      const key = body.slice(0, index).trim();
      const value = body.slice(index + 1).trim();
      return key && value ? { key, value } : null;
    }
  }
  return null;
}

/** The parameter an optional's, an array's or a map's inner values have: the outer type's components travel with it. */
export function innerParam(param: AbiParam, name: string, type: string): AbiParam {
  return param.components ? { name, type, components: param.components } : { name, type };
}
