import { accountsRoute } from '../routes/accounts.js';
import { accountRoute } from '../routes/account.js';
import { authCallbackRoute } from '../routes/auth-callback.js';
import { blocksRoute } from '../routes/blocks.js';
import { configPageRoute, configRoute } from '../routes/config.js';
import { contractRoute, contractsRoute, contractVerificationRoute } from '../routes/contracts.js';
import { blockByHashRoute, blockBySeqnoRoute } from '../routes/block.js';
import { indexRoute } from '../routes/index.js';
import { messagesRoute } from '../routes/messages.js';
import { messageRouteTree } from '../routes/message.js';
import { registrationRoute } from '../routes/registration.js';
import { rootRoute } from '../routes/root.js';
import { settingsRouteTree } from '../routes/settings.js';
import { signInRoute } from '../routes/sign-in.js';
import { signedInRoute } from '../routes/signed-in.js';
import { transactionsRoute } from '../routes/transactions.js';
import { validatorsRoute } from '../routes/validators.js';
import { transactionRoute } from '../routes/transaction.js';
import { tokensRoute } from '../routes/tokens.js';
import { tokensTransactionsRoute } from '../routes/tokens-transactions.js';
import { collectionsRoute } from '../routes/collections.js';
import { tokenListProposalsRoute, tokenListRoute, tokenListsRoute } from '../routes/token-lists.js';

/**
 * Every route of the app; each lives in its own file under src/routes and loads its screen with `lazyRouteComponent`
 * (its texts are an area of i18n/screen-area-texts.ts), so that `/` downloads only the main page's code.
 */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  blocksRoute,
  blockByHashRoute,
  blockBySeqnoRoute,
  transactionsRoute,
  transactionRoute,
  messagesRoute,
  accountsRoute,
  messageRouteTree,
  accountRoute,
  validatorsRoute,
  configRoute,
  configPageRoute,
  signedInRoute.addChildren([settingsRouteTree, registrationRoute]),
  signInRoute,
  authCallbackRoute,
  contractsRoute,
  contractVerificationRoute,
  contractRoute,
  tokensRoute,
  tokensTransactionsRoute,
  collectionsRoute,
  tokenListsRoute,
  tokenListRoute,
  tokenListProposalsRoute,
]);
