/** The app's own translations, so end-to-end specs assert the exact texts a visitor reads in each language. */
export { accountTexts } from '../features/account/account-texts.js';
export { accountsTexts } from '../features/accounts/accounts-texts.js';
export { blocksTexts } from '../features/blocks/blocks-texts.js';
export { mainTexts } from '../features/main/main-texts.js';
export { messagesTexts } from '../features/messages/messages-texts.js';
export { transactionsTexts } from '../features/transactions/transactions-texts.js';
export { searchTexts } from '../features/search/search-texts.js';
export { tokensTexts } from '../features/tokens/tokens-texts.js';
export { commonTexts } from '../shared/i18n/common-texts.js';
export { authTexts } from '../app/auth/auth-texts.js';
export { registrationTexts } from '../features/registration/registration-texts.js';
export { settingsTexts } from '../features/settings/settings-texts.js';
export { contractsTexts } from '../features/contracts/contracts-texts.js';
export { walletTexts } from '../app/wallet/wallet-texts.js';
export { executorTexts } from '../features/executor/executor-texts.js';
export { nftsTexts } from '../features/nfts/nfts-texts.js';
export { tokenListsTexts } from '../features/token-lists/token-lists-texts.js';
