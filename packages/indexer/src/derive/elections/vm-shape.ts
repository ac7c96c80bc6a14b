import { Cell, type VmValue } from '@tvmscan/tvm';
import { ElectionsReadError } from './elections-read-error.js';

/** Reads the values a get-method returned, naming the method and field when one has another shape. */
export class VmShape {
  constructor(private readonly what: string) {}

  int(value: VmValue | undefined, field: string): bigint {
    if (typeof value !== 'bigint') throw this.error(field, 'an integer', value);
    return value;
  }

  /** An unsigned integer that fits a JS number (times, ids, factors). */
  smallUint(value: VmValue | undefined, field: string): number {
    const int = this.int(value, field);
    if (int < 0n || int > BigInt(Number.MAX_SAFE_INTEGER))
      throw new ElectionsReadError(`${this.what}: ${field} is ${int}, not a small unsigned integer`);
    return Number(int);
  }

  /** A 256-bit unsigned integer (a key, an account id) as 64 hex digits. */
  hex256(value: VmValue | undefined, field: string): string {
    const int = this.int(value, field);
    if (int < 0n || int >= 1n << 256n) throw new ElectionsReadError(`${this.what}: ${field} is ${int}, not a 256-bit unsigned integer`);
    return int.toString(16).padStart(64, '0');
  }

  /** FunC's booleans: -1 is true, 0 false. */
  bool(value: VmValue | undefined, field: string): boolean {
    const int = this.int(value, field);
    if (int !== 0n && int !== -1n) throw new ElectionsReadError(`${this.what}: ${field} is ${int}, not a boolean (0 or -1)`);
    return int === -1n;
  }

  tuple(value: VmValue | undefined, length: number, field: string): readonly VmValue[] {
    if (!Array.isArray(value) || value.length < length) throw this.error(field, `a tuple of at least ${length} values`, value);
    return value as readonly VmValue[];
  }

  /** A dictionary root: a cell, or null for an empty dictionary. */
  dictionary(value: VmValue | undefined, field: string): Cell | null {
    if (value === null) return null;
    if (!(value instanceof Cell)) throw this.error(field, 'a dictionary cell or null', value);
    return value;
  }

  /** The items of a FunC list: nested pairs `[head, tail]` ending in null. */
  list(value: VmValue | undefined, field: string): VmValue[] {
    const items: VmValue[] = [];
    let rest = value;
    while (rest !== null) {
      const [head, tail] = this.tuple(rest, 2, `${field} (a list)`);
      if (head === undefined) throw this.error(field, 'a list of pairs', rest);
      items.push(head);
      rest = tail;
    }
    return items;
  }

  private error(field: string, expected: string, value: VmValue | undefined): ElectionsReadError {
    return new ElectionsReadError(`${this.what}: ${field} should be ${expected}, got ${describe(value)}`);
  }
}

function describe(value: VmValue | undefined): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'bigint') return `the integer ${value}`;
  if (value instanceof Cell) return 'a cell';
  if (Array.isArray(value)) return `a tuple of ${value.length}`;
  return 'another kind of value';
}
