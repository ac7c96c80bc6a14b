import type { BackendModule, i18n, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../shared/i18n/languages.js';
import { loadScreenTexts } from './area-texts.js';

/**
 * The i18next backend of `instance` that loads the screens' texts when a component first asks for one of their
 * namespaces. It adds every screen area in every language at once: a later screen, tab or language switch then
 * finds its texts in place rather than suspending what is already shown.
 */
export function screenTextsBackend(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      loadScreenTexts().then(
        (areas) => {
          // Each area is a new namespace, added once: neither merged into an existing one nor copied first (the texts
          // are constants nobody changes), which on a slow phone was a long task as a screen first rendered.
          for (const [area, texts] of Object.entries(areas)) {
            for (const each of LANGUAGES) instance.addResourceBundle(each, area, texts[each], false, false, { skipCopy: true });
          }
          const fallback = isLanguage(language) ? language : DEFAULT_LANGUAGE;
          callback(null, (instance.getResourceBundle(fallback, namespace) as object | undefined) ?? {});
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
