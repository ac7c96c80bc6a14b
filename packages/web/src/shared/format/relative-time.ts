import { RELATIVE_WORDS, type RelativeUnit, type RelativeWords } from './date-words.js';
import { groupThousands } from './decimal.js';
import { formatLocale } from './format-locale.js';

const UNITS: [RelativeUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

const intlFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago (or in how long) a unix time is from `nowSeconds`, in the language in use: '3 minutes ago'. */
export function formatRelativeTime(unixSeconds: number, nowSeconds: number, locale: string = formatLocale()): string {
  const difference = unixSeconds - nowSeconds;
  const magnitude = Math.abs(difference);
  const [unit, size] = UNITS.find(([, seconds]) => magnitude >= seconds) ?? ['second', 1];
  const count = Math.trunc(difference / size);
  const words = RELATIVE_WORDS[locale];
  return words ? knownLanguageRelativeTime(words, locale, count, unit) : intlRelativeTime(locale, count, unit);
}

function knownLanguageRelativeTime(words: RelativeWords, locale: string, count: number, unit: RelativeUnit): string {
  if (count === 0) return words.now;
  const { name, named } = words.units[unit];
  const namedWord = named?.[count];
  if (namedWord !== undefined) return namedWord;
  const size = Math.abs(count);
  const unitName = typeof name === 'string' ? name : name[size === 1 ? 0 : 1];
  const amount = `${groupThousands(String(size), locale)}${unitName}`;
  return count < 0 ? words.past(amount) : words.future(amount);
}

function intlRelativeTime(locale: string, count: number, unit: RelativeUnit): string {
  let formatter = intlFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    intlFormatters.set(locale, formatter);
  }
  return formatter.format(count, unit);
}
