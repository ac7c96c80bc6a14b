import type { BackendModule, i18n, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages.js';
import { loadScreenTexts } from './area-texts.js';

/**
 * The i18next backend of `instance` that loads the screens' texts when a component first asks for one of their
 * namespaces. It adds every screen area of the language at once: a later screen or tab then finds its texts in place
 * rather than suspending what is already shown. A language switch loads that language's texts before it happens.
 */
export function screenTextsBackend(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(requested: string, namespace: string, callback: ReadCallback) {
      const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
      loadScreenTexts(language).then(
        (areas) => {
          // Each area is a new namespace, added once: neither merged into an existing one nor copied first (the texts
          // are constants nobody changes), which on a slow phone was a long task as a screen first rendered.
          for (const [area, texts] of Object.entries(areas)) {
            if (!instance.hasResourceBundle(language, area)) instance.addResourceBundle(language, area, texts, false, false, { skipCopy: true });
          }
          callback(null, (areas as Record<string, object>)[namespace] ?? {});
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
