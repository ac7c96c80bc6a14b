import { formatLocale } from './format-locale.js';

export interface NumberSeparators {
  group: string;
  decimal: string;
}

/**
 * The separators of the interface languages, as Intl writes them: the first Intl.NumberFormat a page makes loads the
 * locale data, a long task on a slow phone just as the first numbers are shown.
 */
const KNOWN: Record<string, NumberSeparators> = {
  en: { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
};

const cache = new Map<string, NumberSeparators>(Object.entries(KNOWN));

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
