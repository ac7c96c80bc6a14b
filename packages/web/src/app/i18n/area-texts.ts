import { mainTexts } from '../../features/main/main-texts.js';
import { searchTexts } from '../../features/search/search-texts.js';
import { commonTexts } from '../../shared/i18n/common-texts.js';
import { entityTexts } from '../../shared/i18n/entity-texts.js';
import { listsTexts } from '../../shared/i18n/lists-texts.js';

/** The texts of the header, the footer and the main page, one i18next namespace each, bundled with the app. */
export const shellTexts = {
  common: commonTexts,
  entities: entityTexts,
  main: mainTexts,
  search: searchTexts,
  lists: listsTexts,
};

/**
 * Every other area's texts, one namespace each, loaded with the first screen that uses them so that `/` carries only
 * the shell's: a feature with visible text adds its loader here.
 */
export const screenTexts = {
  blocks: () => import('../../features/blocks/blocks-texts.js').then((module) => module.blocksTexts),
  transactions: () => import('../../features/transactions/transactions-texts.js').then((module) => module.transactionsTexts),
  messages: () => import('../../features/messages/messages-texts.js').then((module) => module.messagesTexts),
  accounts: () => import('../../features/accounts/accounts-texts.js').then((module) => module.accountsTexts),
  details: () => import('../../shared/detail-page/detail-texts.js').then((module) => module.detailTexts),
  block: () => import('../../features/block/block-texts.js').then((module) => module.blockTexts),
  transaction: () => import('../../features/transaction/transaction-texts.js').then((module) => module.transactionTexts),
  codes: () => import('../../features/transaction/code-texts.js').then((module) => module.codeTexts),
  detailParts: () => import('../../shared/detail-page/detail-parts-texts.js').then((module) => module.detailPartsTexts),
  message: () => import('../../features/message/message-texts.js').then((module) => module.messageTexts),
  messageDiagram: () => import('../../features/message-diagram/message-diagram-texts.js').then((module) => module.messageDiagramTexts),
  account: () => import('../../features/account/account-texts.js').then((module) => module.accountTexts),
  validators: () => import('../../features/validators/validators-texts.js').then((module) => module.validatorsTexts),
  config: () => import('../../features/config/config-texts.js').then((module) => module.configTexts),
};

export type ScreenArea = keyof typeof screenTexts;
export type AreaName = keyof typeof shellTexts | ScreenArea;
/** Each area's texts in every language, as its module exports them. */
export type AllAreaTexts = typeof shellTexts & { [Area in ScreenArea]: Awaited<ReturnType<(typeof screenTexts)[Area]>> };

export function isScreenArea(area: string): area is ScreenArea {
  return Object.hasOwn(screenTexts, area);
}
