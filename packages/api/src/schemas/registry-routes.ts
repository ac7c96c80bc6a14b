import { Type, type TSchema } from 'typebox';
import { Nullable } from './common.js';
import { ApiKeyResponseSchema, PatCheckBody, PatCheckResponseSchema, UserListBody, UserListResponseSchema } from './registry.js';
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
  TokenAssetSchema,
  TokenProposalBody,
  TokenProposalCountBody,
  TokenProposalListBody,
  TokenProposalListSchema,
  VoteBody,
} from './token-asset.js';

/** A call of the registry API: whom it is for, the schema of its JSON body (POST and PUT) and of the `data` of its answer. */
export interface RegistryRouteSchemas {
  readonly access: 'public' | 'signed-in' | 'admin';
  readonly body?: TSchema;
  readonly response: TSchema;
}

/**
 * Every call of the registry API (under /api/registry, spec 001 §7 Registry / admin API), keyed `METHOD path`.
 * The registry contract (registry-contract.ts) is read from this table, and a test holds the registered routes to it.
 */
export const REGISTRY_ROUTES = {
  'POST /v1/pat/check': { access: 'public', body: PatCheckBody, response: PatCheckResponseSchema },
  'GET /v1/authorized/is_admin': { access: 'signed-in', response: Type.Boolean() },
  'GET /v1/authorized/api_key': { access: 'signed-in', response: ApiKeyResponseSchema },
  'POST /v1/admin/users/list': { access: 'admin', body: UserListBody, response: UserListResponseSchema },
  'PUT /v1/authorized/tokens/proposals': { access: 'signed-in', body: TokenProposalBody, response: TokenAssetSchema },
  'POST /v1/authorized/tokens/proposals/count': { access: 'signed-in', body: TokenProposalCountBody, response: Type.Integer({ minimum: 0 }) },
  'POST /v1/authorized/tokens/list': { access: 'signed-in', body: TokenProposalListBody, response: TokenProposalListSchema },
  'POST /v1/authorized/tokens/is_owner': { access: 'signed-in', body: RootAddressBody, response: IsOwnerSchema },
  'POST /v1/authorized/tokens/link_owner': { access: 'signed-in', body: LinkOwnerBody, response: LinkOwnerSchema },
  'POST /v1/authorized/tokens/owned': { access: 'signed-in', body: OwnedTokensBody, response: OwnedTokensSchema },
  'PUT /v1/admin/vote_for_token_proposal': { access: 'admin', body: VoteBody, response: TokenAssetSchema },
  'POST /v1/admin/previous_proposal_version': { access: 'admin', body: PreviousVersionBody, response: Nullable(TokenAssetSchema) },
  'POST /v1/info/tokens/list': { access: 'public', body: PublicTokenListBody, response: PublicTokenListSchema },
  'GET /v1/info/address/{address}': { access: 'public', response: PublicTokenInfoSchema },
} as const satisfies Record<string, RegistryRouteSchemas>;
