import type { ScreenTexts } from './screen-texts-en.js';
import { blocksTextsId } from '../../features/blocks/blocks-texts-id.js';
import { transactionsTextsId } from '../../features/transactions/transactions-texts-id.js';
import { messagesTextsId } from '../../features/messages/messages-texts-id.js';
import { accountsTextsId } from '../../features/accounts/accounts-texts-id.js';
import { detailTextsId } from '../../shared/detail-page/detail-texts-id.js';
import { blockTextsId } from '../../features/block/block-texts-id.js';
import { transactionTextsId } from '../../features/transaction/transaction-texts-id.js';
import { codeTextsId } from '../../features/transaction/code-texts-id.js';
import { detailPartsTextsId } from '../../shared/detail-page/detail-parts-texts-id.js';
import { messageTextsId } from '../../features/message/message-texts-id.js';
import { messageDiagramTextsId } from '../../features/message-diagram/message-diagram-texts-id.js';
import { accountTextsId } from '../../features/account/account-texts-id.js';
import { validatorsTextsId } from '../../features/validators/validators-texts-id.js';
import { configTextsId } from '../../features/config/config-texts-id.js';
import { settingsTextsId } from '../../features/settings/settings-texts-id.js';
import { registrationTextsId } from '../../features/registration/registration-texts-id.js';
import { contractsTextsId } from '../../features/contracts/contracts-texts-id.js';
import { abiFormTextsId } from '../../shared/abi-form/abi-form-texts-id.js';
import { executorTextsId } from '../../features/executor/executor-texts-id.js';
import { nftsTextsId } from '../../features/nfts/nfts-texts-id.js';
import { tokenListsTextsId } from '../../features/token-lists/token-lists-texts-id.js';
import { assetTextsId } from '../../features/assets/asset-texts-id.js';

/** The texts of every screen but the main page in Indonesian (see screen-texts-en.ts). */
export const screenTextsId: ScreenTexts = {
  blocks: blocksTextsId,
  transactions: transactionsTextsId,
  messages: messagesTextsId,
  accounts: accountsTextsId,
  details: detailTextsId,
  block: blockTextsId,
  transaction: transactionTextsId,
  codes: codeTextsId,
  detailParts: detailPartsTextsId,
  message: messageTextsId,
  messageDiagram: messageDiagramTextsId,
  account: accountTextsId,
  validators: validatorsTextsId,
  config: configTextsId,
  settings: settingsTextsId,
  registration: registrationTextsId,
  contracts: contractsTextsId,
  abiForm: abiFormTextsId,
  executor: executorTextsId,
  nfts: nftsTextsId,
  tokenLists: tokenListsTextsId,
  assets: assetTextsId,
};
