import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASH,
  formatAmount,
  formatDate,
  formatRelativeTime,
  groupThousands,
  setFormatLocale,
  padHash,
  parseAmountInput,
  parseNumericInput,
  shortenAddress,
  shortenAmount,
  shortenHash,
  shortenNumber,
  HASH_LENGTHS,
  numberSeparators,
} from '../src/shared/format/index.js';
import { DATE_OPTIONS } from '../src/shared/format/date.js';
import { LANGUAGES } from '../src/shared/i18n/languages.js';

const HASH = '3f2a1b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7c0d1';

afterEach(() => setFormatLocale('en'));

describe('formatDate', () => {
  const localTime = new Date(2024, 0, 5, 13, 4, 9).getTime() / 1000;

  it('writes a unix time in the local zone in English by default', () => {
    expect(formatDate(localTime)).toBe('Jan 05, 2024, 13:04:09');
  });

  it('writes dates in the chosen language', () => {
    expect(formatDate(localTime, 'ko')).toBe('2024년 1월 05일 13:04:09');
    expect(formatDate(localTime, 'ja')).toBe('2024年1月05日 13:04:09');
    expect(formatDate(localTime, 'id')).toBe('05 Jan 2024, 13.04.09');
    setFormatLocale('ja');
    expect(formatDate(localTime)).toBe('2024年1月05日 13:04:09');
  });

  it('writes every month, hour and year of the interface languages as Intl does, and asks Intl for any other language', () => {
    const times = Array.from(
      { length: 12 * 24 },
      (_, step) => new Date(2014 + (step % 13), step % 12, 1 + (step % 28), step % 24, step % 60, (step * 7) % 60),
    );
    for (const locale of [...LANGUAGES, 'de', 'fr']) {
      const intl = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
      for (const time of times) expect(formatDate(time.getTime() / 1000, locale), locale).toBe(intl.format(time));
    }
  });

  it('makes no Intl formatter for the interface languages, whose first one is a long task on a slow phone', () => {
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const relativeFormat = vi.spyOn(Intl, 'RelativeTimeFormat');
    for (const locale of LANGUAGES) {
      formatDate(localTime, locale);
      formatRelativeTime(localTime - 90, localTime, locale);
    }
    expect(dateFormat).not.toHaveBeenCalled();
    expect(relativeFormat).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows a dash for a missing time', () => {
    expect(formatDate(null)).toBe(DASH);
    expect(formatDate(undefined)).toBe(DASH);
    expect(DASH).toBe('-');
  });
});

describe('formatRelativeTime', () => {
  const now = 1_700_000_000;

  it('says how long ago a time was in the largest whole unit', () => {
    expect(formatRelativeTime(now - 180, now)).toBe('3 minutes ago');
    expect(formatRelativeTime(now - 59, now)).toBe('59 seconds ago');
    expect(formatRelativeTime(now - 2 * 3600 - 5, now)).toBe('2 hours ago');
    expect(formatRelativeTime(now - 3 * 86_400, now)).toBe('3 days ago');
    expect(formatRelativeTime(now, now)).toBe('now');
  });

  it('speaks the chosen language', () => {
    expect(formatRelativeTime(now - 180, now, 'ko')).toBe('3분 전');
    expect(formatRelativeTime(now - 180, now, 'id')).toBe('3 menit yang lalu');
  });

  it('writes every count of every unit, past and future, as Intl does in the interface languages and any other', () => {
    const units: [Intl.RelativeTimeFormatUnit, seconds: number, largest: number][] = [
      ['second', 1, 59],
      ['minute', 60, 59],
      ['hour', 3_600, 23],
      ['day', 86_400, 29],
      ['month', 2_592_000, 12],
      ['year', 31_536_000, 1_500],
    ];
    for (const locale of [...LANGUAGES, 'de', 'fr']) {
      const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      expect(formatRelativeTime(now, now, locale), locale).toBe(intl.format(0, 'second'));
      for (const [unit, seconds, largest] of units) {
        for (let count = 1; count <= largest; count += count < 60 ? 1 : 97) {
          expect(formatRelativeTime(now - count * seconds, now, locale), `${locale} -${count} ${unit}`).toBe(intl.format(-count, unit));
          expect(formatRelativeTime(now + count * seconds, now, locale), `${locale} +${count} ${unit}`).toBe(intl.format(count, unit));
        }
      }
    }
  });
});

describe('formatAmount', () => {
  it('shows the exact amount with bigint math, trailing zeros trimmed and thousands grouped', () => {
    expect(formatAmount('1234567890000', 9)).toBe('1,234.56789');
    expect(formatAmount('123456789012345678901234567890', 9)).toBe('123,456,789,012,345,678,901.23456789');
    expect(formatAmount('0', 9)).toBe('0');
    expect(formatAmount('1500000000', 9)).toBe('1.5');
  });

  it('keeps the value of the smallest amounts', () => {
    expect(formatAmount('1', 9)).toBe('0.000000001');
    expect(formatAmount('3961000', 9)).toBe('0.003961');
    expect(formatAmount('1', 18)).toBe('0.000000000000000001');
    expect(formatAmount('123456789012345678901', 18)).toBe('123.456789012345678901');
  });

  it('keeps the sign of a negative change', () => {
    expect(formatAmount('-2', 9)).toBe('-0.000000002');
    expect(formatAmount(-2_255_000_000n, 9)).toBe('-2.255');
  });

  it('shows the largest coin value (VarUInteger 16: 2^120 - 1) to the last digit', () => {
    const largest = (2n ** 120n - 1n).toString();
    expect(largest).toBe('1329227995784915872903807060280344575');
    expect(formatAmount(largest, 9)).toBe('1,329,227,995,784,915,872,903,807,060.280344575');
  });

  it('uses the decimals of the token', () => {
    expect(formatAmount('123456', 6)).toBe('0.123456');
    expect(formatAmount('7', 0)).toBe('7');
    expect(formatAmount('75', 1)).toBe('7.5');
  });

  it('groups and separates decimals as the chosen language does', () => {
    expect(formatAmount('1234567890000', 9, 'id')).toBe('1.234,56789');
    expect(formatAmount('1234567890000', 9, 'ja')).toBe('1,234.56789');
    setFormatLocale('id');
    expect(formatAmount('-2', 9)).toBe('-0,000000002');
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(shortenNumber(1234)).toBe('1,23K');
  });

  it('knows the separators of each interface language as Intl writes them, and asks Intl for any other language', () => {
    for (const locale of [...LANGUAGES, 'de', 'fr']) {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
      expect(numberSeparators(locale), locale).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        decimal: parts.find((part) => part.type === 'decimal')?.value,
      });
    }
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
