/**
 * How the interface languages write dates and relative times, as Intl writes them (test/format.test.ts compares the
 * two): the first Intl.DateTimeFormat or Intl.RelativeTimeFormat a page makes loads the locale data, a long task on a
 * slow phone in the middle of the first render. A language not listed here falls back to Intl.
 */

/** A date and time: year, month (0–11), day, hours, minutes and seconds, each two-digit one already padded. */
export interface DateFields {
  year: number;
  month: number;
  day: string;
  time: [hours: string, minutes: string, seconds: string];
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ID_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** The date of `year: 'numeric', month: 'short', day: '2-digit'` and the 24-hour time with seconds. */
export const DATE_WRITERS: Record<string, (date: DateFields) => string> = {
  en: ({ year, month, day, time }) => `${EN_MONTHS[month]} ${day}, ${year}, ${time.join(':')}`,
  ko: ({ year, month, day, time }) => `${year}년 ${month + 1}월 ${day}일 ${time.join(':')}`,
  ja: ({ year, month, day, time }) => `${year}年${month + 1}月${day}日 ${time.join(':')}`,
  id: ({ year, month, day, time }) => `${day} ${ID_MONTHS[month]} ${year}, ${time.join('.')}`,
};

export type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

interface UnitWords {
  /** What follows a count, with the space between if the language writes one: en singular and plural, the others one form. */
  name: string | [one: string, other: string];
  /** `numeric: 'auto'`'s own words for a few counts: en −1 day 'yesterday', ko +2 days '모레'. */
  named?: Record<number, string>;
}

export interface RelativeWords {
  /** Zero seconds. */
  now: string;
  past: (amount: string) => string;
  future: (amount: string) => string;
  units: Record<RelativeUnit, UnitWords>;
}

/** `Intl.RelativeTimeFormat(language, { numeric: 'auto' })`'s words. */
export const RELATIVE_WORDS: Record<string, RelativeWords> = {
  en: {
    now: 'now',
    past: (amount) => `${amount} ago`,
    future: (amount) => `in ${amount}`,
    units: {
      year: { name: [' year', ' years'], named: { [-1]: 'last year', 1: 'next year' } },
      month: { name: [' month', ' months'], named: { [-1]: 'last month', 1: 'next month' } },
      day: { name: [' day', ' days'], named: { [-1]: 'yesterday', 1: 'tomorrow' } },
      hour: { name: [' hour', ' hours'] },
      minute: { name: [' minute', ' minutes'] },
      second: { name: [' second', ' seconds'] },
    },
  },
  ko: {
    now: '지금',
    past: (amount) => `${amount} 전`,
    future: (amount) => `${amount} 후`,
    units: {
      year: { name: '년', named: { [-1]: '작년', 1: '내년' } },
      month: { name: '개월', named: { [-1]: '지난달', 1: '다음 달' } },
      day: { name: '일', named: { [-2]: '그저께', [-1]: '어제', 1: '내일', 2: '모레' } },
      hour: { name: '시간' },
      minute: { name: '분' },
      second: { name: '초' },
    },
  },
  ja: {
    now: '今',
    past: (amount) => `${amount}前`,
    future: (amount) => `${amount}後`,
    units: {
      year: { name: ' 年', named: { [-1]: '昨年', 1: '来年' } },
      month: { name: ' か月', named: { [-1]: '先月', 1: '来月' } },
      day: { name: ' 日', named: { [-2]: '一昨日', [-1]: '昨日', 1: '明日', 2: '明後日' } },
      hour: { name: ' 時間' },
      minute: { name: ' 分' },
      second: { name: ' 秒' },
    },
  },
  id: {
    now: 'sekarang',
    past: (amount) => `${amount} yang lalu`,
    future: (amount) => `dalam ${amount}`,
    units: {
      year: { name: ' tahun', named: { [-1]: 'tahun lalu', 1: 'tahun depan' } },
      month: { name: ' bulan', named: { [-1]: 'bulan lalu', 1: 'bulan depan' } },
      day: { name: ' hari', named: { [-2]: 'kemarin dulu', [-1]: 'kemarin', 1: 'besok', 2: 'lusa' } },
      hour: { name: ' jam' },
      minute: { name: ' menit' },
      second: { name: ' detik' },
    },
  },
};
