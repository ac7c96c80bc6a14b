import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { readStoredTheme, storeTheme } from './theme.js';
import type { Theme } from './theme.js';
import { ThemeContext } from './theme-context.js';

/** Keeps `data-theme` on the document element, which selects the CSS variables of the theme. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme());
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const control = useMemo(
    () => ({
      theme,
      setTheme: (next: Theme) => {
        storeTheme(next);
        setThemeState(next);
      },
    }),
    [theme],
  );
  return <ThemeContext value={control}>{children}</ThemeContext>;
}
