/**
 * The registry API as its clients compile against it: types only, read from the route table its routes validate
 * and answer with (schemas/registry-routes.ts). Reached through the contract entry (`@tvmscan/api/contract`).
 */
import type { Static, TSchema } from 'typebox';
import type { REGISTRY_ROUTES } from './schemas/registry-routes.js';

type Routes = typeof REGISTRY_ROUTES;

/** A call of the registry API, `METHOD path` (the path under /api/registry). */
export type RegistryRoute = keyof Routes;

/** The path parameters a call takes (`{ id }`, `{ url }`, …), or `undefined` when its path has none. */
export type RegistryParamsOf<Route extends RegistryRoute> = Routes[Route] extends { params: infer Schema extends TSchema }
  ? Static<Schema>
  : undefined;

/** The JSON body a call takes (POST, PUT, DELETE), or `undefined` when it takes none. */
export type RegistryRequestOf<Route extends RegistryRoute> = Routes[Route] extends { body: infer Schema extends TSchema }
  ? Static<Schema>
  : undefined;

/** The `data` of a call's successful answer `{ data }` (for a `bare` call such as a manifest: the whole answer). */
export type RegistryResponseOf<Route extends RegistryRoute> = Static<Routes[Route]['response']>;

/** Whom a call is for: anyone, a signed-in user (bearer access token), or an admin. */
export type RegistryAccessOf<Route extends RegistryRoute> = Routes[Route]['access'];

/** The role on the path's list a call needs beyond `access` (`owner` or `owner-or-manager`), or `undefined`. */
export type RegistryListRoleOf<Route extends RegistryRoute> = Routes[Route] extends { listRole: infer Role } ? Role : undefined;

/** Every call with its path parameters, its request and its answer. */
export type RegistryContract = {
  [Route in RegistryRoute]: { params: RegistryParamsOf<Route>; request: RegistryRequestOf<Route>; response: RegistryResponseOf<Route> };
};

export type { ApiKeyResponse, PatCheckResponse, RegistryUser, UserListResponse } from './schemas/registry.js';
export type {
  TokenList,
  TokenListWrapper,
  TokenListToken,
  TokenListProposal,
  TokenProposalStatus,
  ProposalStatusResponse,
  TokenManifest,
  TokenListManager,
  TokenListCreateRequest,
  TokenListUpdateRequest,
  TokenListErrorKind,
  ApprovedTokenInfo,
} from './schemas/token-lists.js';
export type {
  AssetStatusName,
  IsOwnerAnswer,
  OwnedTokens,
  OwnershipVerification,
  PublicTokenInfo,
  PublicTokenList,
  TokenAsset,
  TokenProposalInput,
  TokenProposalList,
} from './schemas/token-asset.js';
