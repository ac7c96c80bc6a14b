/** An init field of a contract ABI: one input of the initial-data form. */
export interface InitField {
  readonly name: string;
  readonly type: string;
}

export type InitFieldKind = 'address' | 'cell' | 'number' | 'bool' | 'text';

/** An empty cell as a base64 BOC: the default of a cell field (spec 001 §3 Contract form field kinds). */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

/** The fields that fix a contract's address: `fields` marked `init` (ABI 2.3 and later), else the `data` list. */
export function initFieldsOf(abi: unknown): InitField[] {
  const { fields, data } = (abi ?? {}) as { fields?: (InitField & { init?: boolean })[]; data?: InitField[] };
  const marked = (fields ?? []).filter((field) => field.init === true);
  return marked.length > 0 ? marked : (data ?? []);
}

export function kindOf(type: string): InitFieldKind {
  if (type === 'address' || type === 'address_std') return 'address';
  if (type === 'cell') return 'cell';
  if (type === 'bool') return 'bool';
  if (/^(u?int|varu?int)\d*$/.test(type)) return 'number';
  return 'text';
}

const DEFAULTS: Record<InitFieldKind, string | boolean> = { address: ZERO_ADDRESS, cell: EMPTY_CELL, number: '0', bool: false, text: '' };

export function defaultValueOf(field: InitField): string | boolean {
  return DEFAULTS[kindOf(field.type)];
}
