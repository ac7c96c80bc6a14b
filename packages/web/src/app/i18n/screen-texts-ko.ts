import type { ScreenTexts } from './screen-texts-en.js';
import { blocksTextsKo } from '../../features/blocks/blocks-texts-ko.js';
import { transactionsTextsKo } from '../../features/transactions/transactions-texts-ko.js';
import { messagesTextsKo } from '../../features/messages/messages-texts-ko.js';
import { accountsTextsKo } from '../../features/accounts/accounts-texts-ko.js';
import { detailTextsKo } from '../../shared/detail-page/detail-texts-ko.js';
import { blockTextsKo } from '../../features/block/block-texts-ko.js';
import { transactionTextsKo } from '../../features/transaction/transaction-texts-ko.js';
import { codeTextsKo } from '../../features/transaction/code-texts-ko.js';
import { detailPartsTextsKo } from '../../shared/detail-page/detail-parts-texts-ko.js';
import { messageTextsKo } from '../../features/message/message-texts-ko.js';
import { messageDiagramTextsKo } from '../../features/message-diagram/message-diagram-texts-ko.js';
import { accountTextsKo } from '../../features/account/account-texts-ko.js';
import { validatorsTextsKo } from '../../features/validators/validators-texts-ko.js';
import { configTextsKo } from '../../features/config/config-texts-ko.js';
import { settingsTextsKo } from '../../features/settings/settings-texts-ko.js';
import { registrationTextsKo } from '../../features/registration/registration-texts-ko.js';
import { contractsTextsKo } from '../../features/contracts/contracts-texts-ko.js';
import { abiFormTextsKo } from '../../shared/abi-form/abi-form-texts-ko.js';
import { executorTextsKo } from '../../features/executor/executor-texts-ko.js';
import { nftsTextsKo } from '../../features/nfts/nfts-texts-ko.js';
import { tokenListsTextsKo } from '../../features/token-lists/token-lists-texts-ko.js';
import { assetTextsKo } from '../../features/assets/asset-texts-ko.js';

/** The texts of every screen but the main page in Korean (see screen-texts-en.ts). */
export const screenTextsKo: ScreenTexts = {
  blocks: blocksTextsKo,
  transactions: transactionsTextsKo,
  messages: messagesTextsKo,
  accounts: accountsTextsKo,
  details: detailTextsKo,
  block: blockTextsKo,
  transaction: transactionTextsKo,
  codes: codeTextsKo,
  detailParts: detailPartsTextsKo,
  message: messageTextsKo,
  messageDiagram: messageDiagramTextsKo,
  account: accountTextsKo,
  validators: validatorsTextsKo,
  config: configTextsKo,
  settings: settingsTextsKo,
  registration: registrationTextsKo,
  contracts: contractsTextsKo,
  abiForm: abiFormTextsKo,
  executor: executorTextsKo,
  nfts: nftsTextsKo,
  tokenLists: tokenListsTextsKo,
  assets: assetTextsKo,
};
