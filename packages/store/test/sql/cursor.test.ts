import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CursorError, QueryInputError } from '../../src/sql/errors.js';
import { decodeCursor, encodeCursor, type KeyShape } from '../../src/sql/cursor.js';
import { StoreError } from '../../src/store-error.js';

const SHAPE: KeyShape[] = [{ type: 'bigint', nullable: true }, { type: 'numeric' }, { type: 'integer' }, { type: 'text' }];
const encode = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

describe('cursors', () => {
  it('give back the position they were made from', () => {
    fc.assert(
      fc.property(
        fc.option(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), { nil: null }),
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.option(fc.nat({ max: 2 ** 31 - 1 }), { nil: null }),
        (time, amount, seqno, hash, snapshot) => {
          const position = { kind: 'list:order', snapshot, values: [time === null ? null : String(time), String(amount), String(seqno), hash] };
          const text = encodeCursor(position);
          expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeCursor(text, 'list:order', SHAPE)).toEqual(position);
        },
      ),
    );
  });

  it('refuse anything else with a CursorError naming the cursor field', () => {
    const good = { v: 1, k: 'list:order', s: 3, d: [null, '1', '2', 'ab'] };
    expect(decodeCursor(encode(good), 'list:order', SHAPE).values).toEqual(good.d);
    const bad = [
      '',
      'not base64!',
      encode('text'),
      encode([1, 2]),
      Buffer.from('{not json').toString('base64url'),
      encode({ ...good, v: 2 }),
      encode({ ...good, k: 'other:order' }),
      encode({ ...good, s: -1 }),
      encode({ ...good, s: 1.5 }),
      encode({ ...good, d: good.d.slice(1) }),
      encode({ ...good, d: ['1', '1', '2', null] }),
      encode({ ...good, d: [null, '1.5', '2', 'ab'] }),
      encode({ ...good, d: [null, '1', '2147483648', 'ab'] }),
      encode({ ...good, d: ['9223372036854775808', '1', '2', 'ab'] }),
      encode({ ...good, d: [null, '1', '2', "ab' OR 1=1"] }),
      encode({ ...good, d: [null, 1, '2', 'ab'] }),
      'A'.repeat(3000),
    ];
    for (const text of bad) {
      let caught: unknown;
      try {
        decodeCursor(text, 'list:order', SHAPE);
      } catch (error) {
        caught = error;
      }
      expect(caught, text).toBeInstanceOf(CursorError);
      expect(caught).toBeInstanceOf(QueryInputError);
      expect((caught as CursorError).field).toBe('cursor');
      expect(caught).toBeInstanceOf(StoreError);
      expect((caught as CursorError).code).toBe('cursor');
    }
  });

  it('hold raw addresses as address keys, and refuse other text there', () => {
    const shape: KeyShape[] = [{ type: 'numeric' }, { type: 'address' }];
    const address = `-1:${'ab'.repeat(32)}`;
    const cursor = encodeCursor({ kind: 'balances', snapshot: null, values: ['5', address] });
    expect(decodeCursor(cursor, 'balances', shape).values).toEqual(['5', address]);
    for (const wrong of [`0:${'AB'.repeat(32)}`, `0:${'a'.repeat(63)}`, '0:ab', `1234:${'a'.repeat(64)}`, `0:${'a'.repeat(64)}' OR 1=1`]) {
      const text = encodeCursor({ kind: 'balances', snapshot: null, values: ['5', wrong] });
      expect(() => decodeCursor(text, 'balances', shape), wrong).toThrow(CursorError);
    }
  });
});
