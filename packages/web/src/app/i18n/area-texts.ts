import { authTexts } from '../auth/auth-texts.js';
import { mainTexts } from '../../features/main/main-texts.js';
import { searchTexts } from '../../features/search/search-texts.js';
import { tokensTexts } from '../../features/tokens/tokens-texts.js';
import { commonTexts } from '../../shared/i18n/common-texts.js';
import { entityTexts } from '../../shared/i18n/entity-texts.js';
import { listsTexts } from '../../shared/i18n/lists-texts.js';
import { walletTexts } from '../wallet/wallet-texts.js';
import type { screenAreaTexts } from './screen-area-texts.js';

/**
 * The texts of the header (its sign-in and wallet menus too), the footer and the main page (the token kinds of its
 * token panel), one i18next namespace each, bundled with the app: a header text in the screens' chunk would make `/`
 * download every screen's texts.
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
};

/**
 * Every other screen's texts (screen-area-texts.ts), loaded together when a screen first asks for one of them, so
 * that `/` carries only the shell's and no screen waits for its texts twice.
 */
export const loadScreenTexts = () => import('./screen-area-texts.js').then((module) => module.screenAreaTexts);

export type ScreenArea = keyof typeof screenAreaTexts;
export type AreaName = keyof typeof shellTexts | ScreenArea;
/** Each area's texts in every language, as its module exports them. */
export type AllAreaTexts = typeof shellTexts & typeof screenAreaTexts;
