import type { Translations } from '../../shared/i18n/translations.js';
import { blocksTextsEn } from '../../features/blocks/blocks-texts-en.js';
import { transactionsTextsEn } from '../../features/transactions/transactions-texts-en.js';
import { messagesTextsEn } from '../../features/messages/messages-texts-en.js';
import { accountsTextsEn } from '../../features/accounts/accounts-texts-en.js';
import { detailTextsEn } from '../../shared/detail-page/detail-texts-en.js';
import { blockTextsEn } from '../../features/block/block-texts-en.js';
import { transactionTextsEn } from '../../features/transaction/transaction-texts-en.js';
import { codeTextsEn } from '../../features/transaction/code-texts-en.js';
import { detailPartsTextsEn } from '../../shared/detail-page/detail-parts-texts-en.js';
import { messageTextsEn } from '../../features/message/message-texts-en.js';
import { messageDiagramTextsEn } from '../../features/message-diagram/message-diagram-texts-en.js';
import { accountTextsEn } from '../../features/account/account-texts-en.js';
import { validatorsTextsEn } from '../../features/validators/validators-texts-en.js';
import { configTextsEn } from '../../features/config/config-texts-en.js';
import { settingsTextsEn } from '../../features/settings/settings-texts-en.js';
import { registrationTextsEn } from '../../features/registration/registration-texts-en.js';
import { contractsTextsEn } from '../../features/contracts/contracts-texts-en.js';
import { abiFormTextsEn } from '../../shared/abi-form/abi-form-texts-en.js';
import { executorTextsEn } from '../../features/executor/executor-texts-en.js';
import { nftsTextsEn } from '../../features/nfts/nfts-texts-en.js';
import { tokenListsTextsEn } from '../../features/token-lists/token-lists-texts-en.js';
import { assetTextsEn } from '../../features/assets/asset-texts-en.js';

/**
 * The texts of every screen but the main page in English, one i18next namespace each: one chunk per language, loaded
 * with the first screen that needs any of them (see area-texts.ts). A feature with visible text adds its area here
 * and to the three other languages' modules beside this one.
 */
export const screenTextsEn = {
  blocks: blocksTextsEn,
  transactions: transactionsTextsEn,
  messages: messagesTextsEn,
  accounts: accountsTextsEn,
  details: detailTextsEn,
  block: blockTextsEn,
  transaction: transactionTextsEn,
  codes: codeTextsEn,
  detailParts: detailPartsTextsEn,
  message: messageTextsEn,
  messageDiagram: messageDiagramTextsEn,
  account: accountTextsEn,
  validators: validatorsTextsEn,
  config: configTextsEn,
  settings: settingsTextsEn,
  registration: registrationTextsEn,
  contracts: contractsTextsEn,
  abiForm: abiFormTextsEn,
  executor: executorTextsEn,
  nfts: nftsTextsEn,
  tokenLists: tokenListsTextsEn,
  assets: assetTextsEn,
};

/** The screens' texts in any language: the English keys, each holding a translated text. */
export type ScreenTexts = { [Area in keyof typeof screenTextsEn]: Translations<(typeof screenTextsEn)[Area]> };
