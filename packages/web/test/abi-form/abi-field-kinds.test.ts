import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as nt from 'nekoton-wasm-web';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AbiParam } from '../../src/shared/abi-form/abi-types.js';
import { defaultFieldValue, EMPTY_CELL, fieldKindOf, unnamedParam, ZERO_ADDRESS, type FieldKind } from '../../src/shared/abi-form/field-kinds.js';
import { fromAbiValue, toAbiValue, FieldValueError } from '../../src/shared/abi-form/field-values.js';

const TUPLE: AbiParam = {
  name: 'config',
  type: 'tuple',
  components: [
    { name: 'owner', type: 'address' },
    { name: 'fee', type: 'uint128' },
    { name: 'enabled', type: 'bool' },
  ],
};

/** Every ABI type of spec 001 §3's field kinds, with the kind and the default it gets. */
const CASES: readonly [AbiParam, FieldKind, unknown][] = [
  [{ name: 'a', type: 'uint8' }, 'number', '0'],
  [{ name: 'a', type: 'uint256' }, 'number', '0'],
  [{ name: 'a', type: 'int32' }, 'number', '0'],
  [{ name: 'a', type: 'varuint16' }, 'number', '0'],
  [{ name: 'a', type: 'varint32' }, 'number', '0'],
  [{ name: 'a', type: 'address' }, 'address', ZERO_ADDRESS],
  [{ name: 'a', type: 'cell' }, 'textArea', EMPTY_CELL],
  [{ name: 'a', type: 'string' }, 'textArea', ''],
  [{ name: 'a', type: 'bytes' }, 'textArea', ''],
  [{ name: 'a', type: 'bool' }, 'bool', false],
  [{ name: 'a', type: 'uint32[]' }, 'array', []],
  [{ name: 'a', type: 'address[]' }, 'array', []],
  [{ name: 'a', type: 'map(address,uint128)' }, 'map', []],
  [{ name: 'a', type: 'map(uint32,tuple)', components: TUPLE.components! }, 'map', []],
  [{ name: 'a', type: 'optional(uint64)' }, 'optional', '0'],
  [{ name: 'a', type: 'optional(cell)' }, 'optional', EMPTY_CELL],
  [TUPLE, 'tuple', { owner: ZERO_ADDRESS, fee: '0', enabled: false }],
  [{ name: 'a', type: 'tuple[]', components: TUPLE.components! }, 'array', []],
];

/** nekoton's browser build, the one the web app carries, with its WebAssembly read from the package. */
beforeAll(() => {
  const entry = createRequire(import.meta.url).resolve('nekoton-wasm-web');
  nt.initSync({ module: readFileSync(join(dirname(entry), 'nekoton_wasm_bg.wasm')) });
});

describe('ABI types to the form field kinds and defaults of spec 001 §3', () => {
  it.each(CASES)('%o is a %s field starting at %j', (param, kind, fallback) => {
    expect(fieldKindOf(param.type)).toBe(kind);
    expect(defaultFieldValue(param)).toEqual(fallback);
  });

  it('gives the header types their kinds: time and expire are numbers, pubkey a public key text', () => {
    expect(fieldKindOf('time')).toBe('number');
    expect(fieldKindOf('expire')).toBe('number');
    expect(fieldKindOf('pubkey')).toBe('publicKey');
    expect(defaultFieldValue({ name: 'key', type: 'pubkey' })).toBe('');
    expect(fieldKindOf('ref(cell)')).toBe('unknown');
  });

  it.each(CASES)('%o round-trips its default through the encoder', (param) => {
    const sent = toAbiValue(param, defaultFieldValue(param));
    const packed = nt.packIntoCell([param as nt.AbiParam], { [param.name]: sent } as nt.TokensObject, '2.2');
    const unpacked = nt.unpackFromCell([param as nt.AbiParam], packed.boc, false, '2.2');
    expect(unpacked[param.name]).toEqual(sent);
    expect(fromAbiValue(param, unpacked[param.name])).toEqual(defaultFieldValue(param));
  });

  it('round-trips filled values: a map of tuples, an array of addresses, a negative int, a string', () => {
    const params: AbiParam[] = [
      { name: 'entries', type: 'map(uint32,tuple)', components: TUPLE.components! },
      { name: 'owners', type: 'address[]' },
      { name: 'delta', type: 'int64' },
      { name: 'note', type: 'string' },
    ];
    const owner = `0:${'ab'.repeat(32)}`;
    const values = {
      entries: [['7', { owner, fee: '1000000000', enabled: true }]],
      owners: [owner, ZERO_ADDRESS],
      delta: '-42',
      note: 'hello',
    };
    const sent = Object.fromEntries(params.map((param) => [param.name, toAbiValue(param, values[param.name as keyof typeof values])]));
    const unpacked = nt.unpackFromCell(
      params as nt.AbiParam[],
      nt.packIntoCell(params as nt.AbiParam[], sent as nt.TokensObject, '2.2').boc,
      false,
      '2.2',
    );
    expect(unpacked).toEqual(sent);
    for (const param of params) expect(fromAbiValue(param, unpacked[param.name])).toEqual(values[param.name as keyof typeof values]);
  });

  it('names the field it cannot send and why', () => {
    const problem = (param: AbiParam, value: Parameters<typeof toAbiValue>[1]) => {
      try {
        toAbiValue(param, value);
      } catch (error) {
        return error instanceof FieldValueError ? [error.path, error.problem] : error;
      }
      return null;
    };
    expect(problem({ name: 'n', type: 'uint8' }, 'ten')).toEqual(['n', 'notNumber']);
    expect(problem({ name: 'n', type: 'uint8' }, '-1')).toEqual(['n', 'negative']);
    expect(problem({ name: 'n', type: 'int8' }, '-1')).toBeNull();
    expect(problem({ name: 'to', type: 'address[]' }, [ZERO_ADDRESS, 'nowhere'])).toEqual(['to[1]', 'notAddress']);
    expect(problem(TUPLE, { owner: ZERO_ADDRESS, fee: 'x', enabled: false })).toEqual(['config.fee', 'notNumber']);
    expect(problem({ name: 'k', type: 'pubkey' }, '12')).toEqual(['k', 'notPublicKey']);
    expect(problem({ name: 'c', type: 'cell' }, 'not base64!')).toEqual(['c', 'notBase64']);
    expect(problem({ name: 'm', type: 'map(uint32)' }, [])).toEqual(['m', 'noMapTypes']);
  });

  it('sends a friendly address raw and a 0x public key without its 0x', () => {
    expect(toAbiValue({ name: 'a', type: 'address' }, 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c')).toBe(ZERO_ADDRESS);
    expect(toAbiValue({ name: 'k', type: 'pubkey' }, `0x${'AB'.repeat(32)}`)).toBe('ab'.repeat(32));
    expect(toAbiValue({ name: 'n', type: 'uint16' }, ' 0x10 ')).toBe('16');
  });

  it('finds a nameless field at any depth', () => {
    expect(unnamedParam([TUPLE, { name: 'b', type: 'bool' }])).toBeNull();
    expect(
      unnamedParam([
        { name: 'a', type: 'bool' },
        { name: '', type: 'uint8' },
      ]),
    ).toBe('#2');
    expect(unnamedParam([{ ...TUPLE, components: [{ name: '', type: 'bool' }] }])).toBe('config.#1');
  });
});
