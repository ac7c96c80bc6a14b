import { DASH } from './dash.js';
import { formatLocale } from './format-locale.js';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A unix time (seconds) in the local zone, written in the language in use: en 'May 07, 2020, 13:06:27'; a dash when there is none. */
export function formatDate(unixSeconds: number | null | undefined, locale: string = formatLocale()): string {
  if (unixSeconds == null || !Number.isFinite(unixSeconds)) return DASH;
  return dateFormatter(locale).format(new Date(unixSeconds * 1000));
}
