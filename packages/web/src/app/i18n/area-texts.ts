import { authTexts } from '../auth/auth-texts.js';
import { accountTexts } from '../../features/account/account-texts.js';
import { accountsTexts } from '../../features/accounts/accounts-texts.js';
import { blockTexts } from '../../features/block/block-texts.js';
import { blocksTexts } from '../../features/blocks/blocks-texts.js';
import { configTexts } from '../../features/config/config-texts.js';
import { contractsTexts } from '../../features/contracts/contracts-texts.js';
import { mainTexts } from '../../features/main/main-texts.js';
import { messageTexts } from '../../features/message/message-texts.js';
import { messageDiagramTexts } from '../../features/message-diagram/message-diagram-texts.js';
import { detailPartsTexts } from '../../shared/detail-page/detail-parts-texts.js';
import { messagesTexts } from '../../features/messages/messages-texts.js';
import { registrationTexts } from '../../features/registration/registration-texts.js';
import { searchTexts } from '../../features/search/search-texts.js';
import { codeTexts } from '../../features/transaction/code-texts.js';
import { transactionTexts } from '../../features/transaction/transaction-texts.js';
import { settingsTexts } from '../../features/settings/settings-texts.js';
import { transactionsTexts } from '../../features/transactions/transactions-texts.js';
import { tokensTexts } from '../../features/tokens/tokens-texts.js';
import { validatorsTexts } from '../../features/validators/validators-texts.js';
import { commonTexts } from '../../shared/i18n/common-texts.js';
import { detailTexts } from '../../shared/detail-page/detail-texts.js';
import { entityTexts } from '../../shared/i18n/entity-texts.js';
import { listsTexts } from '../../shared/i18n/lists-texts.js';

/** Every area's texts, one i18next namespace each; a feature with visible text adds its own here. */
export const areaTexts = {
  common: commonTexts,
  entities: entityTexts,
  main: mainTexts,
  search: searchTexts,
  lists: listsTexts,
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
  auth: authTexts,
  settings: settingsTexts,
  registration: registrationTexts,
  contracts: contractsTexts,
  tokens: tokensTexts,
};

export type AreaName = keyof typeof areaTexts;
