import 'i18next';
import type { areaTexts } from './area-texts.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { [Area in keyof typeof areaTexts]: (typeof areaTexts)[Area]['en'] };
  }
}
