/** The app's own translations, so end-to-end specs assert the exact texts a visitor reads in each language. */
import { screenTextsEn } from '../app/i18n/screen-texts-en.js';
import type { ScreenTexts } from '../app/i18n/screen-texts-en.js';
import { screenTextsId } from '../app/i18n/screen-texts-id.js';
import { screenTextsJa } from '../app/i18n/screen-texts-ja.js';
import { screenTextsKo } from '../app/i18n/screen-texts-ko.js';
export { mainTexts } from '../features/main/main-texts.js';
export { searchTexts } from '../features/search/search-texts.js';
export { tokensTexts } from '../features/tokens/tokens-texts.js';
export { commonTexts } from '../shared/i18n/common-texts.js';
export { listsTexts } from '../shared/i18n/lists-texts.js';
export { authTexts } from '../app/auth/auth-texts.js';
export { walletTexts } from '../app/wallet/wallet-texts.js';
export { actionsTexts } from '../features/actions/actions-texts.js';

/** A screen's texts in every language, as the shell's are: `accountTexts[language]`. */
function inEveryLanguage<Area extends keyof ScreenTexts>(area: Area) {
  return { en: screenTextsEn[area], ko: screenTextsKo[area], id: screenTextsId[area], ja: screenTextsJa[area] };
}

export const accountTexts = inEveryLanguage('account');
export const accountsTexts = inEveryLanguage('accounts');
export const blocksTexts = inEveryLanguage('blocks');
export const messageTexts = inEveryLanguage('message');
export const messagesTexts = inEveryLanguage('messages');
export const transactionsTexts = inEveryLanguage('transactions');
export const registrationTexts = inEveryLanguage('registration');
export const settingsTexts = inEveryLanguage('settings');
export const contractsTexts = inEveryLanguage('contracts');
export const executorTexts = inEveryLanguage('executor');
export const nftsTexts = inEveryLanguage('nfts');
export const tokenListsTexts = inEveryLanguage('tokenLists');
