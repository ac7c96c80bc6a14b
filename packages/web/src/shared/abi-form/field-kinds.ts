import { arrayItem, innerParam, mapTypes, optionalInner, type AbiParam } from './abi-types.js';

/** The input kinds of spec 001 §3 "Contract form field kinds", derived from ABI types. */
export type FieldKind = 'number' | 'map' | 'array' | 'optional' | 'tuple' | 'address' | 'publicKey' | 'textArea' | 'bool' | 'unknown';

/**
 * What a form holds for a field: a text (numbers, addresses, keys, cells, strings, bytes), a tick, a list of values
 * (an array), a list of `[key, value]` pairs (a map) or values by component name (a tuple).
 */
export type FieldValue = string | boolean | readonly FieldValue[] | { readonly [name: string]: FieldValue };

/** An empty cell as a base64 BOC: the default of a cell field. */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

const NUMBER = /^(?:u?int\d*|varu?int\d*|time|timestamp|expire|gram|token)$/;
const TEXT_AREA = /^(?:string|cell|bytes|fixedbytes\d+)$/;

export function fieldKindOf(type: string): FieldKind {
  if (optionalInner(type) !== null) return 'optional';
  if (arrayItem(type) !== null) return 'array';
  if (type.startsWith('map(')) return 'map';
  if (type === 'tuple') return 'tuple';
  if (type === 'address' || type === 'address_std') return 'address';
  if (type === 'pubkey') return 'publicKey';
  if (type === 'bool') return 'bool';
  if (NUMBER.test(type)) return 'number';
  if (TEXT_AREA.test(type)) return 'textArea';
  return 'unknown';
}

/** A field's starting value (spec 001 §3): the all-zero address, the empty cell, '0', false, an empty text, list or map, a tuple of defaults. */
export function defaultFieldValue(param: AbiParam): FieldValue {
  switch (fieldKindOf(param.type)) {
    case 'optional':
      return defaultFieldValue(innerParam(param, param.name, optionalInner(param.type)!));
    case 'array': {
      const item = arrayItem(param.type)!;
      return Array.from({ length: item.length ?? 0 }, () => defaultFieldValue(innerParam(param, param.name, item.type)));
    }
    case 'map':
      return [];
    case 'tuple':
      return Object.fromEntries((param.components ?? []).map((component) => [component.name, defaultFieldValue(component)]));
    case 'address':
      return ZERO_ADDRESS;
    case 'number':
      return '0';
    case 'bool':
      return false;
    case 'textArea':
      return param.type === 'cell' ? EMPTY_CELL : '';
    case 'publicKey':
    case 'unknown':
      return '';
  }
}

/** The first parameter (at any depth) without a name, as its path; a nameless field is an error of the ABI. */
export function unnamedParam(params: readonly AbiParam[], path = ''): string | null {
  for (const [index, param] of params.entries()) {
    if (!param.name) return `${path}#${index + 1}`;
    const nested = param.components ? unnamedParam(param.components, `${path}${param.name}.`) : null;
    if (nested !== null) return nested;
  }
  return null;
}

/** The map parameter's key and value parameters; null when its type does not name both (the form then shows a label only). */
export function mapParams(param: AbiParam): { key: AbiParam; value: AbiParam } | null {
  const types = mapTypes(param.type);
  if (!types) return null;
  return { key: { name: 'key', type: types.key }, value: innerParam(param, 'value', types.value) };
}
