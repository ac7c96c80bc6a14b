import { Type, type TSchema } from 'typebox';
import { Nullable } from './common.js';
import { ApiKeyResponseSchema, PatCheckBody, PatCheckResponseSchema, UserListBody, UserListResponseSchema } from './registry.js';
import {
  DeletedResponseSchema,
  MyTokenListCountBody,
  MyTokenListListBody,
  MyTokenListOrderingBody,
  ProposalStatusResponseSchema,
  TokenListAddressParams,
  TokenListCountBody,
  TokenListCountResponseSchema,
  TokenListCreateBody,
  TokenListDeleteBody,
  TokenListIdParams,
  TokenListListBody,
  TokenListManagersBody,
  TokenListManagersResponseSchema,
  TokenListOrderingBody,
  TokenListProposalCountBody,
  TokenListProposalDecisionBody,
  TokenListProposalListBody,
  TokenListProposalsResponseSchema,
  TokenListProposeBody,
  TokenListRolesResponseSchema,
  TokenListsResponseSchema,
  TokenListTokensBody,
  TokenListTokensResponseSchema,
  TokenListUpdateBody,
  TokenListUrlParams,
  TokenListWrapperSchema,
  TokenManifestSchema,
} from './token-lists.js';
import {
  IsOwnerSchema,
  LinkOwnerBody,
  LinkOwnerSchema,
  OwnedTokensBody,
  OwnedTokensSchema,
  PreviousVersionBody,
  PublicTokenInfoSchema,
  PublicTokenListBody,
  PublicTokenListSchema,
  RootAddressBody,
  TokenAddressParams,
  TokenAssetSchema,
  TokenProposalBody,
  TokenProposalCountBody,
  TokenProposalListBody,
  TokenProposalListSchema,
  VoteBody,
} from './token-asset.js';

/**
 * A call of the registry API: whom it is for, the schemas of its path parameters, of its JSON body (POST, PUT,
 * DELETE) and of the `data` of its answer.
 * - `listRole`: the role on the list named by the path's `:id` that the call needs beyond `access`: `owner`, or
 *   `owner-or-manager`; any other signed-in caller gets 403 (404 when the list is private, as it is absent for them).
 *   Calls without it that name a list act only on a list the caller may see.
 * - `viewer`: a public call that also reads the bearer token when one is sent, so that a private list is answered to
 *   its owner and managers (and `is_owner`/`is_manager` are the caller's); without one, private lists are absent.
 * - `bare`: the answer is the schema itself, not `{ data }` (the manifests).
 */
export interface RegistryRouteSchemas {
  readonly access: 'public' | 'signed-in' | 'admin';
  readonly listRole?: 'owner' | 'owner-or-manager';
  readonly viewer?: true;
  readonly bare?: true;
  readonly params?: TSchema;
  readonly body?: TSchema;
  readonly response: TSchema;
}

/**
 * Every call of the registry API (under /api/registry, spec 001 §7 Registry / admin API), keyed `METHOD path` with
 * path parameters as `:name`.
 * The registry contract (registry-contract.ts) is read from this table, and a test holds the registered routes to it.
 */
export const REGISTRY_ROUTES = {
  'POST /v1/pat/check': { access: 'public', body: PatCheckBody, response: PatCheckResponseSchema },
  'GET /v1/authorized/is_admin': { access: 'signed-in', response: Type.Boolean() },
  'GET /v1/authorized/api_key': { access: 'signed-in', response: ApiKeyResponseSchema },
  'POST /v1/admin/users/list': { access: 'admin', body: UserListBody, response: UserListResponseSchema },

  'POST /v1/info/token_lists/list': { access: 'public', viewer: true, body: TokenListListBody, response: TokenListsResponseSchema },
  'POST /v1/info/token_lists/count': { access: 'public', viewer: true, body: TokenListCountBody, response: TokenListCountResponseSchema },
  'GET /v1/info/token_lists/by_url/:url': { access: 'public', viewer: true, params: TokenListUrlParams, response: TokenListWrapperSchema },
  'GET /v1/info/token_lists/by_url/:url/manifest.json': {
    access: 'public',
    viewer: true,
    bare: true,
    params: TokenListUrlParams,
    response: TokenManifestSchema,
  },
  'GET /v1/info/token_lists/:id': { access: 'public', viewer: true, params: TokenListIdParams, response: TokenListWrapperSchema },
  'GET /v1/info/token_lists/:id/manifest.json': {
    access: 'public',
    viewer: true,
    bare: true,
    params: TokenListIdParams,
    response: TokenManifestSchema,
  },
  'GET /v1/info/token_lists/:id/tokens': { access: 'public', viewer: true, params: TokenListIdParams, response: TokenListTokensResponseSchema },
  'POST /v1/info/token_lists/:id/tokens_proposals': {
    access: 'public',
    viewer: true,
    params: TokenListIdParams,
    body: TokenListProposalListBody,
    response: TokenListProposalsResponseSchema,
  },
  'POST /v1/info/token_lists/:id/tokens_proposals/count': {
    access: 'public',
    viewer: true,
    params: TokenListIdParams,
    body: TokenListProposalCountBody,
    response: TokenListCountResponseSchema,
  },
  'GET /v1/info/token_lists/:id/tokens_proposals/:address/status': {
    access: 'signed-in',
    params: TokenListAddressParams,
    response: ProposalStatusResponseSchema,
  },

  'POST /v1/authorized/token_lists': { access: 'signed-in', body: TokenListCreateBody, response: TokenListWrapperSchema },
  'POST /v1/authorized/token_lists/list': { access: 'signed-in', body: MyTokenListListBody, response: TokenListsResponseSchema },
  'POST /v1/authorized/token_lists/count': { access: 'signed-in', body: MyTokenListCountBody, response: TokenListCountResponseSchema },
  'PUT /v1/authorized/token_lists/ordering': { access: 'signed-in', body: MyTokenListOrderingBody, response: TokenListsResponseSchema },
  'PUT /v1/authorized/token_lists/:id': {
    access: 'signed-in',
    listRole: 'owner',
    params: TokenListIdParams,
    body: TokenListUpdateBody,
    response: TokenListWrapperSchema,
  },
  'DELETE /v1/authorized/token_lists/:id': {
    access: 'signed-in',
    listRole: 'owner',
    params: TokenListIdParams,
    body: TokenListDeleteBody,
    response: DeletedResponseSchema,
  },
  'POST /v1/authorized/token_lists/:id/is_owner': { access: 'signed-in', params: TokenListIdParams, response: TokenListRolesResponseSchema },
  'POST /v1/authorized/token_lists/:id/tokens': {
    access: 'signed-in',
    listRole: 'owner-or-manager',
    params: TokenListIdParams,
    body: TokenListTokensBody,
    response: TokenListTokensResponseSchema,
  },
  'DELETE /v1/authorized/token_lists/:id/tokens': {
    access: 'signed-in',
    listRole: 'owner-or-manager',
    params: TokenListIdParams,
    body: TokenListTokensBody,
    response: TokenListTokensResponseSchema,
  },
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': {
    access: 'signed-in',
    listRole: 'owner-or-manager',
    params: TokenListIdParams,
    body: TokenListOrderingBody,
    response: TokenListTokensResponseSchema,
  },
  'POST /v1/authorized/token_lists/:id/tokens_proposals': {
    access: 'signed-in',
    params: TokenListIdParams,
    body: TokenListProposeBody,
    response: TokenListProposalsResponseSchema,
  },
  'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': {
    access: 'signed-in',
    listRole: 'owner-or-manager',
    params: TokenListIdParams,
    body: TokenListProposalDecisionBody,
    response: TokenListWrapperSchema,
  },
  'GET /v1/authorized/token_lists/:id/managers': {
    access: 'signed-in',
    listRole: 'owner-or-manager',
    params: TokenListIdParams,
    response: TokenListManagersResponseSchema,
  },
  'POST /v1/authorized/token_lists/:id/managers': {
    access: 'signed-in',
    listRole: 'owner',
    params: TokenListIdParams,
    body: TokenListManagersBody,
    response: TokenListManagersResponseSchema,
  },
  'DELETE /v1/authorized/token_lists/:id/managers': {
    access: 'signed-in',
    listRole: 'owner',
    params: TokenListIdParams,
    body: TokenListManagersBody,
    response: TokenListManagersResponseSchema,
  },
  'PUT /v1/authorized/tokens/proposals': { access: 'signed-in', body: TokenProposalBody, response: TokenAssetSchema },
  'POST /v1/authorized/tokens/proposals/count': { access: 'signed-in', body: TokenProposalCountBody, response: Type.Integer({ minimum: 0 }) },
  'POST /v1/authorized/tokens/list': { access: 'signed-in', body: TokenProposalListBody, response: TokenProposalListSchema },
  'POST /v1/authorized/tokens/is_owner': { access: 'signed-in', body: RootAddressBody, response: IsOwnerSchema },
  'POST /v1/authorized/tokens/link_owner': { access: 'signed-in', body: LinkOwnerBody, response: LinkOwnerSchema },
  'POST /v1/authorized/tokens/owned': { access: 'signed-in', body: OwnedTokensBody, response: OwnedTokensSchema },
  'PUT /v1/admin/vote_for_token_proposal': { access: 'admin', body: VoteBody, response: TokenAssetSchema },
  'POST /v1/admin/previous_proposal_version': { access: 'admin', body: PreviousVersionBody, response: Nullable(TokenAssetSchema) },
  'POST /v1/info/tokens/list': { access: 'public', body: PublicTokenListBody, response: PublicTokenListSchema },
  'GET /v1/info/address/:address': { access: 'public', params: TokenAddressParams, response: PublicTokenInfoSchema },
} as const satisfies Record<string, RegistryRouteSchemas>;
