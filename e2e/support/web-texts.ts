/** The web app's own translations, so specs assert the exact texts a visitor reads in each language. */
export { accountsTexts } from '../../packages/web/src/features/accounts/accounts-texts.js';
export { blocksTexts } from '../../packages/web/src/features/blocks/blocks-texts.js';
export { mainTexts } from '../../packages/web/src/features/main/main-texts.js';
export { messagesTexts } from '../../packages/web/src/features/messages/messages-texts.js';
export { transactionsTexts } from '../../packages/web/src/features/transactions/transactions-texts.js';
export { searchTexts } from '../../packages/web/src/features/search/search-texts.js';
export { commonTexts } from '../../packages/web/src/shared/i18n/common-texts.js';
