import { accountTexts } from '../../features/account/account-texts.js';
import { accountsTexts } from '../../features/accounts/accounts-texts.js';
import { assetTexts } from '../../features/assets/asset-texts.js';
import { blockTexts } from '../../features/block/block-texts.js';
import { blocksTexts } from '../../features/blocks/blocks-texts.js';
import { configTexts } from '../../features/config/config-texts.js';
import { contractsTexts } from '../../features/contracts/contracts-texts.js';
import { messageTexts } from '../../features/message/message-texts.js';
import { messageDiagramTexts } from '../../features/message-diagram/message-diagram-texts.js';
import { messagesTexts } from '../../features/messages/messages-texts.js';
import { nftsTexts } from '../../features/nfts/nfts-texts.js';
import { registrationTexts } from '../../features/registration/registration-texts.js';
import { settingsTexts } from '../../features/settings/settings-texts.js';
import { tokenListsTexts } from '../../features/token-lists/token-lists-texts.js';
import { codeTexts } from '../../features/transaction/code-texts.js';
import { transactionTexts } from '../../features/transaction/transaction-texts.js';
import { transactionsTexts } from '../../features/transactions/transactions-texts.js';
import { validatorsTexts } from '../../features/validators/validators-texts.js';
import { detailPartsTexts } from '../../shared/detail-page/detail-parts-texts.js';
import { detailTexts } from '../../shared/detail-page/detail-texts.js';
import { abiFormTexts } from '../../shared/abi-form/abi-form-texts.js';
import { executorTexts } from '../../features/executor/executor-texts.js';

/**
 * The texts of every screen but the main page, one i18next namespace each: one chunk, loaded with the first screen
 * that needs any of them (see area-texts.ts). A feature with visible text adds its area here.
 */
export const screenAreaTexts = {
  blocks: blocksTexts,
  transactions: transactionsTexts,
  messages: messagesTexts,
  accounts: accountsTexts,
  details: detailTexts,
  block: blockTexts,
  transaction: transactionTexts,
  codes: codeTexts,
  detailParts: detailPartsTexts,
  message: messageTexts,
  messageDiagram: messageDiagramTexts,
  account: accountTexts,
  validators: validatorsTexts,
  config: configTexts,
  settings: settingsTexts,
  registration: registrationTexts,
  contracts: contractsTexts,
  abiForm: abiFormTexts,
  executor: executorTexts,
  nfts: nftsTexts,
  tokenLists: tokenListsTexts,
  assets: assetTexts,
};
