import { formatLocale } from './format-locale.js';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago (or in how long) a unix time is from `nowSeconds`, in the language in use: '3 minutes ago'. */
export function formatRelativeTime(unixSeconds: number, nowSeconds: number, locale: string = formatLocale()): string {
  const difference = unixSeconds - nowSeconds;
  const magnitude = Math.abs(difference);
  const [unit, size] = UNITS.find(([, seconds]) => magnitude >= seconds) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.trunc(difference / size), unit);
}
