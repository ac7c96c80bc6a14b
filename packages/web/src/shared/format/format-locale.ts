/**
 * The language numbers and dates are written in. The app sets it whenever the interface language changes, so the
 * formatters used all over the pages need no language argument; every render after a change uses the new one.
 */
let current = 'en';

export function setFormatLocale(locale: string): void {
  current = locale;
}

export function formatLocale(): string {
  return current;
}
