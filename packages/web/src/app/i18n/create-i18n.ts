import i18next from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '../../shared/format/index.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import type { Language } from '../../shared/i18n/languages.js';
import { screenTextsLoaded, shellTexts } from './area-texts.js';
import { screenTextsBackend } from './screen-texts-backend.js';

/** The shell's texts in every language, and the screens' in `language` if they have loaded already. */
function i18nResources(language: Language): Resource {
  const resources: Resource = {};
  for (const each of LANGUAGES) {
    resources[each] = Object.fromEntries(Object.entries(shellTexts).map(([area, texts]) => [area, texts[each]]));
  }
  resources[language] = { ...screenTextsLoaded(language), ...resources[language] };
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
      resources: i18nResources(language),
      partialBundledLanguages: true,
      lng: language,
      // Every language has every key (test/i18n.test.ts): with no fallback, a Korean page loads no English screen texts.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(shellTexts),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
