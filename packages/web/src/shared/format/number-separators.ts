import { formatLocale } from './format-locale.js';

export interface NumberSeparators {
  group: string;
  decimal: string;
}

const cache = new Map<string, NumberSeparators>();

/** The thousands and decimal separators of a language: en '1,234.5', id '1.234,5'. */
export function numberSeparators(locale: string = formatLocale()): NumberSeparators {
  const known = cache.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const separators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  cache.set(locale, separators);
  return separators;
}
