import { Type } from 'typebox';
import { Nullable } from './common.js';
import type { RouteAccess, RouteEntry } from './route-entry.js';
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
  NOT_OWNER,
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
 * A call of the registry API. Besides a route entry's fields, `listRole`: the role on the list named by the path's
 * `:id` that the call needs beyond `access`: `owner`, or `owner-or-manager`; any other signed-in caller gets 403 (404
 * when the list is private, as it is absent for them). Calls without it that name a list act only on a list the
 * caller may see. A `viewer` call answers a private list to its owner and managers (and `is_owner`/`is_manager` are
 * the caller's); without a token, private lists are absent. `bare` calls (the manifests) answer the schema itself.
 */
export interface RegistryRouteEntry extends RouteEntry {
  readonly access: RouteAccess;
  readonly listRole?: 'owner' | 'owner-or-manager';
}

const OWNER = { listRole: 'owner', description: 'For the owner of the list (403 for anyone else).' } as const;
const OWNER_OR_MANAGER = { listRole: 'owner-or-manager', description: 'For the owner or a manager of the list (403 for anyone else).' } as const;

/** A logo of up to 100 000 characters travels as base64 beside the form's fields. */
const PROPOSAL_BODY_LIMIT = 256 * 1024;

/**
 * Every call of the registry API (under /api/registry, spec 001 §7 Registry / admin API), keyed `METHOD path` with
 * path parameters as `:name`. The routes are registered from this table, with the sign-in and roles it names, and
 * the registry contract (registry-contract.ts) is read from it.
 */
export const REGISTRY_ROUTES = {
  'POST /v1/pat/check': { access: 'public', body: PatCheckBody, response: PatCheckResponseSchema },
  'GET /v1/authorized/is_admin': { access: 'signed-in', response: Type.Boolean() },
  'GET /v1/authorized/api_key': {
    access: 'signed-in',
    description:
      'Reads the API key once: without an active key it creates one and answers its secret; with one it answers only that it is active and since when (no secret, nothing changed), so a replayed or prefetched GET never revokes a key. POST …/api_key/rotate replaces the key.',
    response: ApiKeyResponseSchema,
  },
  'GET /v1/authorized/api_key/status': {
    access: 'signed-in',
    description: "Whether the caller holds an active API key and since when; never a secret, never a change (our call, beside spec 001's).",
    response: ApiKeyResponseSchema,
  },
  'POST /v1/authorized/api_key/rotate': {
    access: 'signed-in',
    description: "Creates a new API key and revokes the previous one at once (our call, beside spec 001's). The key is shown only in this answer.",
    response: ApiKeyResponseSchema,
  },
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
    ...OWNER,
    params: TokenListIdParams,
    body: TokenListUpdateBody,
    response: TokenListWrapperSchema,
  },
  'DELETE /v1/authorized/token_lists/:id': {
    access: 'signed-in',
    ...OWNER,
    params: TokenListIdParams,
    body: TokenListDeleteBody,
    response: DeletedResponseSchema,
  },
  'POST /v1/authorized/token_lists/:id/is_owner': { access: 'signed-in', params: TokenListIdParams, response: TokenListRolesResponseSchema },
  'POST /v1/authorized/token_lists/:id/tokens': {
    access: 'signed-in',
    ...OWNER_OR_MANAGER,
    params: TokenListIdParams,
    body: TokenListTokensBody,
    response: TokenListTokensResponseSchema,
  },
  'DELETE /v1/authorized/token_lists/:id/tokens': {
    access: 'signed-in',
    ...OWNER_OR_MANAGER,
    params: TokenListIdParams,
    body: TokenListTokensBody,
    response: TokenListTokensResponseSchema,
  },
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': {
    access: 'signed-in',
    ...OWNER_OR_MANAGER,
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
    ...OWNER_OR_MANAGER,
    params: TokenListIdParams,
    body: TokenListProposalDecisionBody,
    response: TokenListWrapperSchema,
  },
  'GET /v1/authorized/token_lists/:id/managers': {
    access: 'signed-in',
    ...OWNER_OR_MANAGER,
    params: TokenListIdParams,
    response: TokenListManagersResponseSchema,
  },
  'POST /v1/authorized/token_lists/:id/managers': {
    access: 'signed-in',
    ...OWNER,
    params: TokenListIdParams,
    body: TokenListManagersBody,
    response: TokenListManagersResponseSchema,
  },
  'DELETE /v1/authorized/token_lists/:id/managers': {
    access: 'signed-in',
    ...OWNER,
    params: TokenListIdParams,
    body: TokenListManagersBody,
    response: TokenListManagersResponseSchema,
  },
  'PUT /v1/authorized/tokens/proposals': {
    access: 'signed-in',
    description: `Submits a new version of the token's asset information, Pending until an admin reviews it. Only a user linked as the token's owner may (412 '${NOT_OWNER}').`,
    bodyLimit: PROPOSAL_BODY_LIMIT,
    body: TokenProposalBody,
    response: TokenAssetSchema,
  },
  'POST /v1/authorized/tokens/proposals/count': { access: 'signed-in', body: TokenProposalCountBody, response: Type.Integer({ minimum: 0 }) },
  'POST /v1/authorized/tokens/list': {
    access: 'signed-in',
    description: "The caller's tokens' versions, newest first; with only_for_owner false, every user's (admins only).",
    body: TokenProposalListBody,
    response: TokenProposalListSchema,
  },
  'POST /v1/authorized/tokens/is_owner': { access: 'signed-in', body: RootAddressBody, response: IsOwnerSchema },
  'POST /v1/authorized/tokens/link_owner': {
    access: 'signed-in',
    description: `Links the caller to the token root when tx_hash is an indexed transaction of the root's owner sending the verify call (see is_owner) to the network's tokenVerificationAddress; otherwise 412 '${NOT_OWNER}'.`,
    body: LinkOwnerBody,
    response: LinkOwnerSchema,
  },
  'POST /v1/authorized/tokens/owned': {
    access: 'signed-in',
    description: "The tokens the caller proved to own (our call, beside spec 001's): My tokens lists them, submitted or not.",
    body: OwnedTokensBody,
    response: OwnedTokensSchema,
  },
  'PUT /v1/admin/vote_for_token_proposal': {
    access: 'admin',
    description: 'Approves or rejects a Pending version; a rejection needs a reason.',
    body: VoteBody,
    response: TokenAssetSchema,
  },
  'POST /v1/admin/previous_proposal_version': {
    access: 'admin',
    description: 'The newest version older than active_from with the status (Approved by default), or null: what the review compares with.',
    body: PreviousVersionBody,
    response: Nullable(TokenAssetSchema),
  },
  'POST /v1/info/tokens/list': {
    access: 'public',
    description: "Tokens' approved information (their newest approved version), newest first.",
    body: PublicTokenListBody,
    response: PublicTokenListSchema,
  },
  'GET /v1/info/address/:address': {
    access: 'public',
    description: "A token's approved information; 404 when none was approved.",
    params: TokenAddressParams,
    response: PublicTokenInfoSchema,
  },
} as const satisfies Record<string, RegistryRouteEntry>;
