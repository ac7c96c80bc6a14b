import type { BackendModule, i18n, ReadCallback } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../shared/i18n/languages.js';
import { isScreenArea, screenTexts } from './area-texts.js';

/**
 * The i18next backend of `instance` that loads a screen's texts when a component first asks for their namespace. A
 * module holds its area in every language, so all of them are added at once: a later language switch then finds them
 * in place rather than suspending the screen.
 */
export function screenTextsBackend(instance: i18n): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isScreenArea(namespace)) {
        callback(null, {});
        return;
      }
      screenTexts[namespace]().then(
        (texts) => {
          for (const other of LANGUAGES) {
            if (other !== language) instance.addResourceBundle(other, namespace, texts[other], true, false);
          }
          callback(null, texts[isLanguage(language) ? language : DEFAULT_LANGUAGE]);
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}
