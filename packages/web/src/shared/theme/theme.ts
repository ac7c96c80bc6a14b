export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

/** The saved theme, else the system's preference. */
export function readStoredTheme(storage: Storage = localStorage): Theme {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function storeTheme(theme: Theme, storage: Storage = localStorage): void {
  storage.setItem(THEME_STORAGE_KEY, theme);
}
