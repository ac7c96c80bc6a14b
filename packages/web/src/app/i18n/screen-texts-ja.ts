import type { ScreenTexts } from './screen-texts-en.js';
import { blocksTextsJa } from '../../features/blocks/blocks-texts-ja.js';
import { transactionsTextsJa } from '../../features/transactions/transactions-texts-ja.js';
import { messagesTextsJa } from '../../features/messages/messages-texts-ja.js';
import { accountsTextsJa } from '../../features/accounts/accounts-texts-ja.js';
import { detailTextsJa } from '../../shared/detail-page/detail-texts-ja.js';
import { blockTextsJa } from '../../features/block/block-texts-ja.js';
import { transactionTextsJa } from '../../features/transaction/transaction-texts-ja.js';
import { codeTextsJa } from '../../features/transaction/code-texts-ja.js';
import { detailPartsTextsJa } from '../../shared/detail-page/detail-parts-texts-ja.js';
import { messageTextsJa } from '../../features/message/message-texts-ja.js';
import { messageDiagramTextsJa } from '../../features/message-diagram/message-diagram-texts-ja.js';
import { accountTextsJa } from '../../features/account/account-texts-ja.js';
import { validatorsTextsJa } from '../../features/validators/validators-texts-ja.js';
import { configTextsJa } from '../../features/config/config-texts-ja.js';
import { settingsTextsJa } from '../../features/settings/settings-texts-ja.js';
import { registrationTextsJa } from '../../features/registration/registration-texts-ja.js';
import { contractsTextsJa } from '../../features/contracts/contracts-texts-ja.js';
import { abiFormTextsJa } from '../../shared/abi-form/abi-form-texts-ja.js';
import { executorTextsJa } from '../../features/executor/executor-texts-ja.js';
import { nftsTextsJa } from '../../features/nfts/nfts-texts-ja.js';
import { tokenListsTextsJa } from '../../features/token-lists/token-lists-texts-ja.js';
import { assetTextsJa } from '../../features/assets/asset-texts-ja.js';

/** The texts of every screen but the main page in Japanese (see screen-texts-en.ts). */
export const screenTextsJa: ScreenTexts = {
  blocks: blocksTextsJa,
  transactions: transactionsTextsJa,
  messages: messagesTextsJa,
  accounts: accountsTextsJa,
  details: detailTextsJa,
  block: blockTextsJa,
  transaction: transactionTextsJa,
  codes: codeTextsJa,
  detailParts: detailPartsTextsJa,
  message: messageTextsJa,
  messageDiagram: messageDiagramTextsJa,
  account: accountTextsJa,
  validators: validatorsTextsJa,
  config: configTextsJa,
  settings: settingsTextsJa,
  registration: registrationTextsJa,
  contracts: contractsTextsJa,
  abiForm: abiFormTextsJa,
  executor: executorTextsJa,
  nfts: nftsTextsJa,
  tokenLists: tokenListsTextsJa,
  assets: assetTextsJa,
};
