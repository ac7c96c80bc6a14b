import {
  addTokenListManagers,
  addTokenListTokens,
  countTokenLists,
  createTokenList,
  decideTokenListProposals,
  deleteTokenList,
  listTokenLists,
  orderUserTokenLists,
  proposeTokenListTokens,
  removeTokenListManagers,
  removeTokenListTokens,
  reorderTokenListTokens,
  tokenListById,
  tokenListManagers,
  tokenListProposals,
  tokenListTokens,
  updateTokenList,
  type TokenListViewer,
} from '@tvmscan/store';
import { forbidden } from '../http/api-error.js';
import { proposalAnswer, tokenAnswer, tokenListAnswer, tokenListWrapper } from './token-list-answers.js';
import { emailsInput, newListInput, settingsInput, tokenAddressesInput } from './token-list-inputs.js';
import { tokenListRoute, type TokenListCall, type TokenListRoute } from './token-list-route.js';
import { listOf } from './token-lists-public.js';
import type { ApiInstance } from './context.js';
import type { RegistryContext } from './registry-auth.js';

/** The most lists `ordering` answers: a user's own lists. */
const MY_LISTS_PAGE = 100;

function callerOf<Route extends TokenListRoute>(call: TokenListCall<Route>) {
  return call.caller!;
}

/**
 * The authorized token-list calls of spec 001 §7. The registrar checks the role each entry of the route table asks
 * for on the list of the path (owner: settings, deletion, managers; owner or manager: tokens, ordering, proposals);
 * anyone signed in who sees a list may propose to it.
 */
export function tokenListAuthorizedRoutes(app: ApiInstance, context: RegistryContext): void {
  const { db } = context;
  const fresh = async (id: number, viewer: TokenListViewer) => tokenListWrapper((await tokenListById(db, id, viewer))!);
  const tokensOf = async (id: number) => ({ tokens: (await tokenListTokens(db, id)).map(tokenAnswer) });
  const managersOf = async (id: number) => ({ managers: (await tokenListManagers(db, id)).map((email) => ({ email })) });

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists', async (call) => {
    const id = await createTokenList(db, callerOf(call).user.id, newListInput(call.body));
    return fresh(id, call.viewer);
  });

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/list', async ({ body, viewer }) => {
    const { limit = 20, offset = 0, name, verified, only_my: onlyMine, order_direction: direction = 'desc' } = body;
    const lists = await listTokenLists(db, viewer, { name, verified, onlyMine }, { limit, offset, direction });
    return { token_lists: lists.map(tokenListAnswer) };
  });

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/count', async ({ body, viewer }) => ({
    total_count: await countTokenLists(db, viewer, { name: body.name, verified: body.verified, onlyMine: body.only_my }),
  }));

  tokenListRoute(app, context, 'PUT /v1/authorized/token_lists/ordering', async (call) => {
    const caller = callerOf(call);
    await orderUserTokenLists(db, { id: caller.user.id, ...(caller.email === undefined ? {} : { email: caller.email }) }, call.body.ids);
    const lists = await listTokenLists(db, call.viewer, { onlyMine: true }, { limit: MY_LISTS_PAGE, offset: 0, direction: 'desc' });
    return { token_lists: lists.map(tokenListAnswer) };
  });

  tokenListRoute(app, context, 'PUT /v1/authorized/token_lists/:id', async (call) => {
    await updateTokenList(db, listOf(call).id, settingsInput(call.body));
    return fresh(listOf(call).id, call.viewer);
  });

  tokenListRoute(app, context, 'DELETE /v1/authorized/token_lists/:id', async (call) => {
    await deleteTokenList(db, listOf(call).id, call.body.name);
    return { deleted: true as const };
  });

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/:id/is_owner', async (call) => ({
    is_owner: listOf(call).is_owner,
    is_manager: listOf(call).is_manager,
  }));

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/:id/tokens', async (call) => {
    await addTokenListTokens(db, listOf(call).id, tokenAddressesInput('root_addresses', call.body.root_addresses));
    return tokensOf(listOf(call).id);
  });

  tokenListRoute(app, context, 'DELETE /v1/authorized/token_lists/:id/tokens', async (call) => {
    await removeTokenListTokens(db, listOf(call).id, tokenAddressesInput('root_addresses', call.body.root_addresses));
    return tokensOf(listOf(call).id);
  });

  tokenListRoute(app, context, 'PUT /v1/authorized/token_lists/:id/tokens/ordering', async (call) => {
    await reorderTokenListTokens(db, listOf(call).id, tokenAddressesInput('root_addresses', call.body.root_addresses));
    return tokensOf(listOf(call).id);
  });

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/:id/tokens_proposals', async (call) => {
    const list = listOf(call);
    if (list.is_system) throw forbidden('the system list is built from the configured token manifests: tokens cannot be proposed to it');
    const roots = tokenAddressesInput('tokens', call.body.tokens);
    await proposeTokenListTokens(db, list.id, callerOf(call).user.id, roots);
    const proposals = await tokenListProposals(db, list.id, { status: 'Pending' }, { limit: roots.length + 100, offset: 0 });
    return { proposals: proposals.filter((proposal) => roots.includes(proposal.root_address)).map(proposalAnswer) };
  });

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/:id/tokens_proposals/approve', async (call) => {
    const roots = tokenAddressesInput('root_addresses', call.body.root_addresses);
    await decideTokenListProposals(db, listOf(call).id, roots, call.body.approve);
    return fresh(listOf(call).id, call.viewer);
  });

  tokenListRoute(app, context, 'GET /v1/authorized/token_lists/:id/managers', async (call) => managersOf(listOf(call).id));

  tokenListRoute(app, context, 'POST /v1/authorized/token_lists/:id/managers', async (call) => {
    await addTokenListManagers(db, listOf(call).id, emailsInput('emails', call.body.emails));
    return managersOf(listOf(call).id);
  });

  tokenListRoute(app, context, 'DELETE /v1/authorized/token_lists/:id/managers', async (call) => {
    await removeTokenListManagers(db, listOf(call).id, emailsInput('emails', call.body.emails));
    return managersOf(listOf(call).id);
  });
}
