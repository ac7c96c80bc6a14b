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
import { tokenListRoute, type TokenListCall } from './token-list-route.js';
import type { ApiInstance } from './context.js';
import type { RegistryContext } from './registry-auth.js';

/** The list a call on `:id` names; the registrar has found it (or answered 404). */
export function listOf(call: { list: TokenListRecord | undefined }): TokenListRecord {
  return call.list!;
}

async function listByUrl(context: RegistryContext, call: TokenListCall<'GET /v1/info/token_lists/by_url/:url'>): Promise<TokenListRecord> {
  const list = await tokenListByUrl(context.db, call.params.url, call.viewer);
  if (!list) throw notFound(`token list ${call.params.url} not found`);
  return list;
}

/** The public token-list calls of spec 001 §7: lists, a list, its tokens, its proposals and its manifest. */
export function tokenListPublicRoutes(app: ApiInstance, context: RegistryContext): void {
  const { db } = context;

  tokenListRoute(app, context, 'POST /v1/info/token_lists/list', async ({ body, viewer }) => {
    const { limit = 20, offset = 0, name, verified, order_direction: direction = 'desc' } = body;
    const lists = await listTokenLists(db, viewer, { name, verified }, { limit, offset, direction });
    return { token_lists: lists.map(tokenListAnswer) };
  });

  tokenListRoute(app, context, 'POST /v1/info/token_lists/count', async ({ body, viewer }) => ({
    total_count: await countTokenLists(db, viewer, { name: body.name, verified: body.verified }),
  }));

  tokenListRoute(app, context, 'GET /v1/info/token_lists/by_url/:url', async (call) => tokenListWrapper(await listByUrl(context, call)));

  tokenListRoute(app, context, 'GET /v1/info/token_lists/by_url/:url/manifest.json', async ({ params, viewer, origin }) => {
    const list = await tokenListByUrl(db, params.url, viewer);
    if (!list) throw notFound(`token list ${params.url} not found`);
    return manifestAnswer(list, await tokenListTokens(db, list.id), origin);
  });

  tokenListRoute(app, context, 'GET /v1/info/token_lists/:id', async (call) => tokenListWrapper(listOf(call)));

  tokenListRoute(app, context, 'GET /v1/info/token_lists/:id/manifest.json', async (call) =>
    manifestAnswer(listOf(call), await tokenListTokens(db, listOf(call).id), call.origin),
  );

  tokenListRoute(app, context, 'GET /v1/info/token_lists/:id/tokens', async (call) => ({
    tokens: (await tokenListTokens(db, listOf(call).id)).map(tokenAnswer),
  }));

  tokenListRoute(app, context, 'POST /v1/info/token_lists/:id/tokens_proposals', async (call) => {
    const { limit = 20, offset = 0, status = 'Pending', root_address } = call.body;
    const rootAddress = root_address === undefined ? undefined : tokenAddressInput('root_address', root_address);
    const proposals = await tokenListProposals(db, listOf(call).id, { status, rootAddress }, { limit, offset });
    return { proposals: proposals.map(proposalAnswer) };
  });

  tokenListRoute(app, context, 'POST /v1/info/token_lists/:id/tokens_proposals/count', async (call) => {
    const { status = 'Pending', root_address } = call.body;
    const rootAddress = root_address === undefined ? undefined : tokenAddressInput('root_address', root_address);
    return { total_count: await countTokenListProposals(db, listOf(call).id, { status, rootAddress }) };
  });

  tokenListRoute(app, context, 'GET /v1/info/token_lists/:id/tokens_proposals/:address/status', async (call) => {
    const address = call.params.address.trim().toLowerCase();
    if (!/^-?[0-9]:[0-9a-f]{64}$/.test(address)) throw new ApiError(400, 'BadRequest', `params/address ${TOKEN_LIST_TEXTS.TonAddress}`, 'TonAddress');
    return { status: await proposalStanding(db, listOf(call).id, address) };
  });
}
