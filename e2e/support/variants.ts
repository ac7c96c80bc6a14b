import type { Language, Theme } from './test.js';

export interface Variant {
  readonly language: Language;
  readonly theme: Theme;
}

/**
 * The screen checks' language and theme pairs: the four languages in the light theme, and the dark theme once, in
 * English, since the theme changes colours only (specs run axe, which checks colour contrast, on its screens).
 */
export const LANGUAGES_AND_DARK: readonly Variant[] = [
  { language: 'en', theme: 'light' },
  { language: 'ko', theme: 'light' },
  { language: 'id', theme: 'light' },
  { language: 'ja', theme: 'light' },
  { language: 'en', theme: 'dark' },
];
