import 'i18next';
import type { EnglishTexts } from './area-texts.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishTexts;
  }
}
