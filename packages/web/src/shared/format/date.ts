import { DASH } from './dash.js';
import { DATE_WRITERS, type DateFields } from './date-words.js';
import { formatLocale } from './format-locale.js';

/** What the dates say, as Intl options: the tables of date-words.ts write the interface languages' dates the same way. */
export const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const intlFormatters = new Map<string, Intl.DateTimeFormat>();

/** A unix time (seconds) in the local zone, written in the language in use: en 'May 07, 2020, 13:06:27'; a dash when there is none. */
export function formatDate(unixSeconds: number | null | undefined, locale: string = formatLocale()): string {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return DASH;
  const date = new Date(unixSeconds * 1000);
  const write = DATE_WRITERS[locale];
  return write ? write(localDateFields(date)) : intlFormatter(locale).format(date);
}

function localDateFields(date: Date): DateFields {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: pad(date.getDate()),
    time: [pad(date.getHours()), pad(date.getMinutes()), pad(date.getSeconds())],
  };
}

function intlFormatter(locale: string): Intl.DateTimeFormat {
  let formatter = intlFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    intlFormatters.set(locale, formatter);
  }
  return formatter;
}
