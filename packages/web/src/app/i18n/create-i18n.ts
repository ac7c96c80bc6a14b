import i18next from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '../../shared/format/index.js';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../shared/i18n/languages.js';
import type { Language } from '../../shared/i18n/languages.js';
import { shellTexts } from './area-texts.js';
import { screenTextsBackend } from './screen-texts-backend.js';

export function i18nResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(Object.entries(shellTexts).map(([area, texts]) => [area, texts[language]]));
  }
  return resources;
}

/** An i18next instance with the shell's texts in every language and the screens' loaded on demand; `document.documentElement.lang` and the formatters follow its language. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (next) => {
    document.documentElement.lang = next;
    setFormatLocale(next);
  });
  void instance
    .use(initReactI18next)
    .use(screenTextsBackend(instance))
    .init({
      resources: i18nResources(),
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(shellTexts),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
