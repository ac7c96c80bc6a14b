import { describe, expect, it } from 'vitest';
import {
  DASH,
  formatAmount,
  formatDate,
  padHash,
  parseAmountInput,
  parseNumericInput,
  shortenAddress,
  shortenAmount,
  shortenHash,
  shortenNumber,
  HASH_LENGTHS,
} from '../src/shared/format/index.js';

const HASH = '3f2a1b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7c0d1';

describe('formatDate', () => {
  it("writes a unix time as 'MMM dd, yyyy, HH:mm:ss' in the local zone", () => {
    const localTime = new Date(2024, 0, 5, 13, 4, 9).getTime() / 1000;
    expect(formatDate(localTime)).toBe('Jan 05, 2024, 13:04:09');
  });

  it('shows a dash for a missing time', () => {
    expect(formatDate(null)).toBe(DASH);
    expect(formatDate(undefined)).toBe(DASH);
    expect(DASH).toBe('-');
  });
});

describe('formatAmount', () => {
  it('divides by the token decimals with bigint math and shows 2 decimals, thousands grouped', () => {
    expect(formatAmount('1234567890000', 9)).toBe('1,234.57');
    expect(formatAmount('123456789012345678901234567890', 9)).toBe('123,456,789,012,345,678,901.23');
    expect(formatAmount('0', 9)).toBe('0.00');
    expect(formatAmount('5000000', 9)).toBe('0.01');
    expect(formatAmount('4999999', 9)).toBe('0.00');
  });

  it('keeps the sign of a negative change', () => {
    expect(formatAmount('-1500000000', 9)).toBe('-1.50');
    expect(formatAmount(-2_255_000_000n, 9)).toBe('-2.26');
  });

  it('uses the decimals of the token', () => {
    expect(formatAmount('123456', 6)).toBe('0.12');
    expect(formatAmount('7', 0)).toBe('7.00');
    expect(formatAmount('75', 1)).toBe('7.50');
  });

  it('shows a dash when there is no amount', () => {
    expect(formatAmount(null, 9)).toBe(DASH);
    expect(formatAmount('', 9)).toBe(DASH);
  });
});

describe('shortening numbers', () => {
  it('keeps numbers below a thousand', () => {
    expect(shortenNumber(0)).toBe('0');
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(12.345)).toBe('12.35');
  });

  it('uses K, M, B, T, P, E, Z, Y in steps of a thousand with at most 2 decimals', () => {
    expect(shortenNumber(1000)).toBe('1K');
    expect(shortenNumber(1234)).toBe('1.23K');
    expect(shortenNumber(1_500_000)).toBe('1.5M');
    expect(shortenNumber(2_000_000_000)).toBe('2B');
    expect(shortenNumber(3_000_000_000_000)).toBe('3T');
    expect(shortenNumber(10n ** 15n)).toBe('1P');
    expect(shortenNumber(10n ** 18n)).toBe('1E');
    expect(shortenNumber(10n ** 21n)).toBe('1Z');
    expect(shortenNumber(10n ** 24n)).toBe('1Y');
    expect(shortenNumber(10n ** 27n)).toBe('1000Y');
  });

  it('moves to the next suffix when rounding reaches a thousand', () => {
    expect(shortenNumber(999_999)).toBe('1M');
    expect(shortenNumber(999_994)).toBe('999.99K');
  });

  it('shortens negative numbers by magnitude', () => {
    expect(shortenNumber(-1234)).toBe('-1.23K');
  });

  it('shortens amounts in whole tokens', () => {
    expect(shortenAmount('1500000000000', 9)).toBe('1.5K');
    expect(shortenAmount('987654321', 9)).toBe('0.99');
    expect(shortenAmount('123456789000000000000', 9)).toBe('123.46B');
    expect(shortenAmount(null, 9)).toBe(DASH);
  });
});

describe('hashes and addresses', () => {
  it('has the display lengths of the spec', () => {
    expect(HASH_LENGTHS).toEqual({ breadcrumbs: 9, search: 9, table: 5, tableNarrow: 3, code: 10 });
  });

  it('shows the first and last characters of a hash', () => {
    expect(shortenHash(HASH, HASH_LENGTHS.search)).toBe('3f2a1b4c5…5e6f7c0d1');
    expect(shortenHash(HASH, HASH_LENGTHS.table)).toBe('3f2a1…7c0d1');
    expect(shortenHash(HASH, HASH_LENGTHS.tableNarrow)).toBe('3f2…0d1');
    expect(shortenHash(HASH, HASH_LENGTHS.code)).toBe('3f2a1b4c5d…d5e6f7c0d1');
    expect(shortenHash('abcdefg', 3)).toBe('abcdefg');
    expect(shortenHash(null, 5)).toBe(DASH);
  });

  it('keeps the workchain of a shortened address', () => {
    expect(shortenAddress(`-1:${HASH}`, 5)).toBe('-1:3f2a1…7c0d1');
    expect(shortenAddress(`0:${HASH}`, 3)).toBe('0:3f2…0d1');
    expect(shortenAddress(null, 3)).toBe(DASH);
  });

  it('pads hashes to 64 lower-case hex digits', () => {
    expect(padHash('ABC')).toBe(`${'0'.repeat(61)}abc`);
    expect(padHash(HASH)).toBe(HASH);
  });
});

describe('numeric filter inputs', () => {
  it('reads finite numbers', () => {
    expect(parseNumericInput('42')).toBe(42);
    expect(parseNumericInput(' -1.5 ')).toBe(-1.5);
    expect(parseNumericInput('1e3')).toBe(1000);
  });

  it('treats blank and non-finite input as empty', () => {
    expect(parseNumericInput('')).toBeUndefined();
    expect(parseNumericInput('   ')).toBeUndefined();
    expect(parseNumericInput('abc')).toBeUndefined();
    expect(parseNumericInput('12abc')).toBeUndefined();
    expect(parseNumericInput('Infinity')).toBeUndefined();
    expect(parseNumericInput('1e999')).toBeUndefined();
    expect(parseNumericInput(null)).toBeUndefined();
  });

  it('converts amounts to the smallest unit with the token decimals, exactly', () => {
    expect(parseAmountInput('1.5', 9)).toBe('1500000000');
    expect(parseAmountInput('123456789012.123456789', 9)).toBe('123456789012123456789');
    expect(parseAmountInput('0.1234567891', 9)).toBe('123456789');
    expect(parseAmountInput('-2', 9)).toBe('-2000000000');
    expect(parseAmountInput('.5', 6)).toBe('500000');
    expect(parseAmountInput('1e3', 9)).toBe('1000000000000');
    expect(parseAmountInput('1e21', 2)).toBe('100000000000000000000000');
  });

  it('treats amounts that are not finite numbers as empty', () => {
    expect(parseAmountInput('ten', 9)).toBeUndefined();
    expect(parseAmountInput('', 9)).toBeUndefined();
    expect(parseAmountInput('-', 9)).toBeUndefined();
  });
});
