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
import type { RegistryContext } from './registry-context.js';
import { tokenListHandlers, type TokenListRoute } from './token-list-route.js';

/** The most lists `ordering` answers: a user's own lists. */
const MY_LISTS_PAGE = 100;

async function fresh(db: RegistryContext['db'], id: number, viewer: TokenListViewer) {
  return tokenListWrapper((await tokenListById(db, id, viewer))!);
}

async function tokensOf(db: RegistryContext['db'], id: number) {
  return { tokens: (await tokenListTokens(db, id)).map(tokenAnswer) };
}

async function managersOf(db: RegistryContext['db'], id: number) {
  return { managers: (await tokenListManagers(db, id)).map((email) => ({ email })) };
}

type AuthorizedTokenListRoute = Extract<TokenListRoute, `${string} /v1/authorized/${string}`>;

/**
 * The authorized token-list calls of spec 001 §7. The registrar checks the role each entry of the route table asks
 * for on the list of the path (owner: settings, deletion, managers; owner or manager: tokens, ordering, proposals);
 * anyone signed in who sees a list may propose to it.
 */
export const AUTHORIZED_TOKEN_LIST_HANDLERS = tokenListHandlers<AuthorizedTokenListRoute>({
  'POST /v1/authorized/token_lists': async ({ db }, { body, caller, viewer }) =>
    fresh(db, await createTokenList(db, caller.user.id, newListInput(body)), viewer),
  'POST /v1/authorized/token_lists/list': async ({ db }, { body, viewer }) => {
    const { limit = 20, offset = 0, name, verified, only_my: onlyMine, order_direction: direction = 'desc' } = body;
    const lists = await listTokenLists(db, viewer, { name, verified, onlyMine }, { limit, offset, direction });
    return { token_lists: lists.map(tokenListAnswer) };
  },
  'POST /v1/authorized/token_lists/count': async ({ db }, { body, viewer }) => ({
    total_count: await countTokenLists(db, viewer, { name: body.name, verified: body.verified, onlyMine: body.only_my }),
  }),
  'PUT /v1/authorized/token_lists/ordering': async ({ db }, { body, caller, viewer }) => {
    await orderUserTokenLists(db, { id: caller.user.id, ...(caller.email === undefined ? {} : { email: caller.email }) }, body.ids);
    const lists = await listTokenLists(db, viewer, { onlyMine: true }, { limit: MY_LISTS_PAGE, offset: 0, direction: 'desc' });
    return { token_lists: lists.map(tokenListAnswer) };
  },
  'PUT /v1/authorized/token_lists/:id': async ({ db }, { body, list, viewer }) => {
    await updateTokenList(db, list.id, settingsInput(body));
    return fresh(db, list.id, viewer);
  },
  'DELETE /v1/authorized/token_lists/:id': async ({ db }, { body, list }) => {
    await deleteTokenList(db, list.id, body.name);
    return { deleted: true as const };
  },
  'POST /v1/authorized/token_lists/:id/is_owner': async (_context, { list }) => ({ is_owner: list.is_owner, is_manager: list.is_manager }),
  'POST /v1/authorized/token_lists/:id/tokens': async ({ db }, { body, list }) => {
    await addTokenListTokens(db, list.id, tokenAddressesInput('root_addresses', body.root_addresses));
    return tokensOf(db, list.id);
  },
  'DELETE /v1/authorized/token_lists/:id/tokens': async ({ db }, { body, list }) => {
    await removeTokenListTokens(db, list.id, tokenAddressesInput('root_addresses', body.root_addresses));
    return tokensOf(db, list.id);
  },
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': async ({ db }, { body, list }) => {
    await reorderTokenListTokens(db, list.id, tokenAddressesInput('root_addresses', body.root_addresses));
    return tokensOf(db, list.id);
  },
  'POST /v1/authorized/token_lists/:id/tokens_proposals': async ({ db }, { body, caller, list }) => {
    if (list.is_system) throw forbidden('the system list is built from the configured token manifests: tokens cannot be proposed to it');
    const roots = tokenAddressesInput('tokens', body.tokens);
    await proposeTokenListTokens(db, list.id, caller.user.id, roots);
    const proposals = await tokenListProposals(db, list.id, { status: 'Pending' }, { limit: roots.length + 100, offset: 0 });
    return { proposals: proposals.filter((proposal) => roots.includes(proposal.root_address)).map(proposalAnswer) };
  },
  'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': async ({ db }, { body, list, viewer }) => {
    await decideTokenListProposals(db, list.id, tokenAddressesInput('root_addresses', body.root_addresses), body.approve);
    return fresh(db, list.id, viewer);
  },
  'GET /v1/authorized/token_lists/:id/managers': async ({ db }, { list }) => managersOf(db, list.id),
  'POST /v1/authorized/token_lists/:id/managers': async ({ db }, { body, list }) => {
    await addTokenListManagers(db, list.id, emailsInput('emails', body.emails));
    return managersOf(db, list.id);
  },
  'DELETE /v1/authorized/token_lists/:id/managers': async ({ db }, { body, list }) => {
    await removeTokenListManagers(db, list.id, emailsInput('emails', body.emails));
    return managersOf(db, list.id);
  },
});
