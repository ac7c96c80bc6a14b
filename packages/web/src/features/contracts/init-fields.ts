/** An init field of a contract ABI: one input of the initial-data form. */
export interface InitField {
  readonly name: string;
  readonly type: string;
  readonly components?: readonly InitField[];
}

/** The input kinds of spec 001 §3 "Contract form field kinds"; arrays, maps and tuples are edited as JSON. */
export type InitFieldKind = 'address' | 'cell' | 'number' | 'bool' | 'text' | 'json';

/** An empty cell as a base64 BOC: the default of a cell field. */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

/** The fields that fix a contract's address: `fields` marked `init` (ABI 2.3 and later), else the `data` list. */
export function initFieldsOf(abi: unknown): InitField[] {
  const { fields, data } = (abi ?? {}) as { fields?: (InitField & { init?: boolean })[]; data?: InitField[] };
  const marked = (fields ?? []).filter((field) => field.init === true);
  return marked.length > 0 ? marked : (data ?? []);
}

/** An optional is edited as the type it wraps. */
function unwrapped(type: string): string {
  const optional = /^optional\((.*)\)$/.exec(type);
  return optional ? unwrapped(optional[1]!) : type;
}

export function kindOf(type: string): InitFieldKind {
  const base = unwrapped(type);
  if (base === 'address' || base === 'address_std') return 'address';
  if (base === 'cell') return 'cell';
  if (base === 'bool') return 'bool';
  if (/^(u?int|varu?int)\d*$/.test(base) || base === 'timestamp' || base === 'expire') return 'number';
  if (base.endsWith('[]') || base.startsWith('map(') || base === 'tuple') return 'json';
  return 'text';
}

/** A field's starting value: all-zero address, the empty cell, '0', false, an empty text, list or map, a tuple of defaults. */
export function defaultValueOf(field: InitField): unknown {
  const kind = kindOf(field.type);
  if (kind === 'address') return ZERO_ADDRESS;
  if (kind === 'cell') return EMPTY_CELL;
  if (kind === 'number') return '0';
  if (kind === 'bool') return false;
  if (kind === 'json') return jsonDefault(field);
  return '';
}

function jsonDefault(field: InitField): unknown {
  const base = unwrapped(field.type);
  if (base.endsWith('[]') || base.startsWith('map(')) return [];
  return Object.fromEntries((field.components ?? []).map((component) => [component.name, defaultValueOf(component)]));
}
