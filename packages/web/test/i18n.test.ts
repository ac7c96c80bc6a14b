// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadScreenTexts, shellTexts } from '../src/app/i18n/area-texts.js';
import { createI18n } from '../src/app/i18n/create-i18n.js';
import { formatAmount, formatDate, formatFixed } from '../src/shared/format/index.js';
import type { ScreenTexts } from '../src/app/i18n/screen-texts-en.js';
import { LANGUAGES, readStoredLanguage } from '../src/shared/i18n/languages.js';
import type { Language } from '../src/shared/i18n/languages.js';

function keyPaths(texts: object, prefix = ''): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix + key;
    if (typeof value === 'string') paths.set(path, value);
    else for (const [inner, text] of keyPaths(value as object, `${path}.`)) paths.set(inner, text);
  }
  return paths;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const screenTexts = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await loadScreenTexts(language)] as const)));
const areaTexts: Record<string, Record<Language, object>> = { ...shellTexts };
for (const area of Object.keys(screenTexts.en!)) {
  areaTexts[area] = Object.fromEntries(LANGUAGES.map((language) => [language, screenTexts[language]![area as keyof ScreenTexts]])) as Record<
    Language,
    object
  >;
}

describe('translations', () => {
  for (const [area, texts] of Object.entries(areaTexts)) {
    const english = keyPaths(texts.en);
    for (const language of LANGUAGES) {
      it(`${area}: ${language} has every English key, each a non-empty text with the same placeholders`, () => {
        const translated = keyPaths(texts[language]);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [path, text] of translated) {
          expect(text.trim(), `${area}.${path}`).not.toBe('');
          expect(placeholders(text), `${area}.${path}`).toEqual(placeholders(english.get(path) ?? ''));
        }
      });
    }
  }

  it("names the network's config and the signed-in user's settings with different words in every language", () => {
    for (const language of LANGUAGES) {
      const settings = (areaTexts['settings']![language] as { title: string }).title;
      const config = [
        (areaTexts['config']![language] as { title: string }).title,
        (shellTexts.common[language] as { nav: { config: string } }).nav.config,
      ];
      for (const name of config) expect(name.includes(settings) || settings.includes(name), `${language}: '${name}' and '${settings}'`).toBe(false);
    }
  });

  it("tells visitors nothing of the server's command-line options (operators read them in the README)", () => {
    const operatorWords: string[] = [];
    for (const [area, texts] of Object.entries(areaTexts))
      for (const language of LANGUAGES)
        for (const [path, text] of keyPaths(texts[language]))
          if (/(^|\s)--[a-z]|\bjrpc\b/i.test(text)) operatorWords.push(`${area}.${path} (${language}): ${text}`);
    expect(operatorWords).toEqual([]);
  });

  it("carries spec 000 §8's messages in English", () => {
    const i18n = createI18n('en');
    expect(i18n.t('notFound.text')).toBe('Ooops! This page does not exist or is unavailable at the moment. Please go back or refresh the page.');
    expect(i18n.t('errors.unknown')).toBe('Unknown error, please try again later.');
    expect(i18n.t('states.emptyResponse')).toBe('empty response');
    expect(i18n.t('states.noData')).toBe('no data');
    expect(i18n.t('errors.unsupportedNetwork', { network: 'Everscale' })).toBe('Current network not supported, please switch to Everscale network');
  });

  it("loads the screens' texts when one is first asked for, every area of the language in use at once", async () => {
    vi.resetModules();
    const { createI18n: createFreshI18n } = await import('../src/app/i18n/create-i18n.js');
    const i18n = createFreshI18n('en');
    expect(i18n.hasLoadedNamespace('config')).toBe(false);
    await i18n.loadNamespaces('config');
    expect(i18n.getFixedT('en', 'config')('title')).toBe('Network config');
    expect(i18n.hasResourceBundle('en', 'transaction')).toBe(true);
    expect(i18n.hasResourceBundle('ko', 'config')).toBe(false);
    await i18n.changeLanguage('ko');
    expect(i18n.t('title', { ns: 'config' })).toBe('네트워크 구성');
    expect(i18n.hasResourceBundle('ko', 'transaction')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'transaction')).toBe(false);
  });

  it("starts with the screens' texts of its language alone when they have loaded already, as the app does", async () => {
    await loadScreenTexts('ko');
    const i18n = createI18n('ko');
    expect(i18n.hasLoadedNamespace('account')).toBe(true);
    expect(i18n.t('title', { ns: 'account' })).toBe('계정');
    expect(LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'account'))).toEqual(['ko']);
  });

  it('reads the saved language under lang and falls back to English for anything unsupported', () => {
    localStorage.setItem('lang', 'ko');
    expect(readStoredLanguage()).toBe('ko');
    localStorage.setItem('lang', 'de');
    expect(readStoredLanguage()).toBe('en');
    localStorage.removeItem('lang');
    expect(readStoredLanguage()).toBe('en');
  });

  it('sets the document language to the language in use', () => {
    const i18n = createI18n('id');
    expect(document.documentElement.lang).toBe('id');
    void i18n.changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('formatting follows the interface language', () => {
  it('writes dates and amounts in the language chosen at start and after a switch', async () => {
    const time = new Date(2024, 0, 5, 13, 4, 9).getTime() / 1000;
    const i18n = createI18n('ko');
    expect(formatDate(time)).toBe('2024년 1월 05일 13:04:09');
    await i18n.changeLanguage('id');
    expect(formatDate(time)).toBe('05 Jan 2024, 13.04.09');
    expect(formatAmount('1234567890000', 9)).toBe('1.234,56789');
    expect(formatFixed(1234.5, 2)).toBe('1.234,50');
    await i18n.changeLanguage('en');
    expect(formatAmount('1234567890000', 9)).toBe('1,234.56789');
    expect(formatFixed(1234.5, 2)).toBe('1,234.50');
    expect(formatFixed(-0.001, 2)).toBe('0.00');
  });
});
