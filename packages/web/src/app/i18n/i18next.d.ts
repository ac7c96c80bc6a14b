import 'i18next';
import type { AllAreaTexts } from './area-texts.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { [Area in keyof AllAreaTexts]: AllAreaTexts[Area]['en'] };
  }
}
