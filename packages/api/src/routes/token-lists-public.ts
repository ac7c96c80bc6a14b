import {
  countTokenListProposals,
  countTokenLists,
  listTokenLists,
  proposalStanding,
  tokenListByUrl,
  tokenListProposals,
  tokenListTokens,
  type TokenListRecord,
} from '@tvmscan/store';
import { ApiError, notFound } from '../http/api-error.js';
import { TOKEN_LIST_TEXTS } from '../http/token-list-errors.js';
import { manifestAnswer, proposalAnswer, tokenAnswer, tokenListAnswer, tokenListWrapper } from './token-list-answers.js';
import { tokenAddressInput } from './token-list-inputs.js';
import type { RegistryContext } from './registry-context.js';
import { tokenListHandlers, type TokenListCall, type TokenListRoute } from './token-list-route.js';

type ByUrlRoute = Extract<TokenListRoute, `GET /v1/info/token_lists/by_url/${string}`>;

async function listByUrl({ db }: RegistryContext, { params, viewer }: TokenListCall<ByUrlRoute>): Promise<TokenListRecord> {
  const list = await tokenListByUrl(db, params.url, viewer);
  if (!list) throw notFound(`token list ${params.url} not found`);
  return list;
}

/** The root address filter of a proposals call, checked. */
function rootAddressOf(body: { root_address?: string }): string | undefined {
  return body.root_address === undefined ? undefined : tokenAddressInput('root_address', body.root_address);
}

type PublicTokenListRoute = Extract<TokenListRoute, `${string} /v1/info/${string}`>;

/** The public token-list calls of spec 001 §7: lists, a list, its tokens, its proposals and its manifest. */
export const PUBLIC_TOKEN_LIST_HANDLERS = tokenListHandlers<PublicTokenListRoute>({
  'POST /v1/info/token_lists/list': async ({ db }, { body, viewer }) => {
    const { limit = 20, offset = 0, name, verified, order_direction: direction = 'desc' } = body;
    const lists = await listTokenLists(db, viewer, { name, verified }, { limit, offset, direction });
    return { token_lists: lists.map(tokenListAnswer) };
  },
  'POST /v1/info/token_lists/count': async ({ db }, { body, viewer }) => ({
    total_count: await countTokenLists(db, viewer, { name: body.name, verified: body.verified }),
  }),
  'GET /v1/info/token_lists/by_url/:url': async (context, call) => tokenListWrapper(await listByUrl(context, call)),
  'GET /v1/info/token_lists/by_url/:url/manifest.json': async (context, call) => {
    const list = await listByUrl(context, call);
    return manifestAnswer(list, await tokenListTokens(context.db, list.id), call.origin);
  },
  'GET /v1/info/token_lists/:id': async (_context, { list }) => tokenListWrapper(list),
  'GET /v1/info/token_lists/:id/manifest.json': async ({ db }, { list, origin }) => manifestAnswer(list, await tokenListTokens(db, list.id), origin),
  'GET /v1/info/token_lists/:id/tokens': async ({ db }, { list }) => ({ tokens: (await tokenListTokens(db, list.id)).map(tokenAnswer) }),
  'POST /v1/info/token_lists/:id/tokens_proposals': async ({ db }, { body, list }) => {
    const { limit = 20, offset = 0, status = 'Pending' } = body;
    const proposals = await tokenListProposals(db, list.id, { status, rootAddress: rootAddressOf(body) }, { limit, offset });
    return { proposals: proposals.map(proposalAnswer) };
  },
  'POST /v1/info/token_lists/:id/tokens_proposals/count': async ({ db }, { body, list }) => {
    const { status = 'Pending' } = body;
    return { total_count: await countTokenListProposals(db, list.id, { status, rootAddress: rootAddressOf(body) }) };
  },
  'GET /v1/info/token_lists/:id/tokens_proposals/:address/status': async ({ db }, { params, list }) => {
    const address = params.address.trim().toLowerCase();
    if (!/^-?[0-9]:[0-9a-f]{64}$/.test(address)) throw new ApiError(400, 'BadRequest', `params/address ${TOKEN_LIST_TEXTS.TonAddress}`, 'TonAddress');
    return { status: await proposalStanding(db, list.id, address) };
  },
});
