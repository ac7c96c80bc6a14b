import { authTexts } from '../auth/auth-texts.js';
import { actionsTexts } from '../../features/actions/actions-texts.js';
import { mainTexts } from '../../features/main/main-texts.js';
import { searchTexts } from '../../features/search/search-texts.js';
import { tokensTexts } from '../../features/tokens/tokens-texts.js';
import { commonTexts } from '../../shared/i18n/common-texts.js';
import { entityTexts } from '../../shared/i18n/entity-texts.js';
import { listsTexts } from '../../shared/i18n/lists-texts.js';
import { walletTexts } from '../wallet/wallet-texts.js';
import type { Language } from '../../shared/i18n/languages.js';
import type { ScreenTexts, screenTextsEn } from './screen-texts-en.js';

/**
 * The texts of the header (its sign-in and wallet menus too), the footer and the main page (the token kinds of its
 * token panel), one i18next namespace each, bundled with the app: a header text in the screens' chunk would make `/`
 * download every screen's texts. The actions are here too, as the main page's latest transactions tell theirs.
 */
export const shellTexts = {
  common: commonTexts,
  entities: entityTexts,
  main: mainTexts,
  search: searchTexts,
  lists: listsTexts,
  auth: authTexts,
  tokens: tokensTexts,
  wallet: walletTexts,
  actions: actionsTexts,
};

/**
 * Every other screen's texts in one language (screen-texts-LANGUAGE.ts), loaded together when a screen first asks for
 * one of them, so that `/` carries only the shell's, no screen waits for its texts twice, and a phone downloads the
 * texts of its own language only.
 */
const SCREEN_TEXTS: Record<Language, () => Promise<ScreenTexts>> = {
  en: () => import('./screen-texts-en.js').then((module) => module.screenTextsEn),
  ko: () => import('./screen-texts-ko.js').then((module) => module.screenTextsKo),
  id: () => import('./screen-texts-id.js').then((module) => module.screenTextsId),
  ja: () => import('./screen-texts-ja.js').then((module) => module.screenTextsJa),
};

const screenTextsLoads = new Map<Language, Promise<ScreenTexts>>();
const loadedScreenTexts = new Map<Language, ScreenTexts>();

/**
 * The screens' texts of `language`, loaded once: the app's start, the first render and each namespace i18next reads
 * share one load. A failed load is forgotten, so that the next ask tries again.
 */
export function loadScreenTexts(language: Language): Promise<ScreenTexts> {
  const started = screenTextsLoads.get(language);
  if (started) return started;
  const load = SCREEN_TEXTS[language]().then(
    (texts) => {
      loadedScreenTexts.set(language, texts);
      return texts;
    },
    (error: unknown) => {
      screenTextsLoads.delete(language);
      throw error;
    },
  );
  screenTextsLoads.set(language, load);
  return load;
}

/** The screens' texts of `language` if they have loaded already: an i18next instance made then starts with them. */
export const screenTextsLoaded = (language: Language): ScreenTexts | undefined => loadedScreenTexts.get(language);

/** Each area's English texts, the reference for every language's keys. */
export type EnglishTexts = { [Area in keyof typeof shellTexts]: (typeof shellTexts)[Area]['en'] } & typeof screenTextsEn;
