import { createContext, useContext } from 'react';
import type { Theme } from './theme.js';

export interface ThemeControl {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeControl | null>(null);

export function useTheme(): ThemeControl {
  const control = useContext(ThemeContext);
  if (!control) throw new Error('useTheme is used outside ThemeProvider');
  return control;
}
