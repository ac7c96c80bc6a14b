export type {
  TokenListSchema,
  TokenListsTable,
  TokenListTokensTable,
  TokenListProposalsTable,
  TokenListManagersTable,
  TokenListUserOrdersTable,
  TokenListProposalState,
} from './token-list-schema.js';
export { TokenListRuleError, type TokenListRuleKind } from './token-list-rule-error.js';
export { approvedTokenInfo, approvedTokenRoots, type ApprovedTokenInfo } from './token-approval.js';
export {
  SYSTEM_TOKEN_LIST_URL,
  tokenListById,
  tokenListByUrl,
  listTokenLists,
  countTokenLists,
  type TokenListViewer,
  type TokenListRecord,
  type TokenListFilter,
  type TokenListPage,
} from './token-lists.js';
export {
  tokenListTokens,
  tokenListProposals,
  countTokenListProposals,
  proposalStanding,
  addTokenListTokens,
  removeTokenListTokens,
  reorderTokenListTokens,
  proposeTokenListTokens,
  decideTokenListProposals,
  type TokenListTokenRecord,
  type TokenListProposalRecord,
  type ProposalFilter,
  type ProposalStanding,
} from './token-list-tokens.js';
export {
  isTokenListUrlFree,
  createTokenList,
  updateTokenList,
  deleteTokenList,
  tokenListManagers,
  addTokenListManagers,
  removeTokenListManagers,
  orderUserTokenLists,
  type NewTokenList,
  type TokenListSettings,
} from './token-list-changes.js';
export { replaceSystemTokenList, inSystemList, type ManifestToken } from './system-token-list.js';
