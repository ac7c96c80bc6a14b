import type { ContractVerifier } from '../contract-verifier.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { NFT_ROUTES } from '../schemas/nft-routes.js';
import type { REGISTRY_ROUTES } from '../schemas/registry-routes.js';
import type { TOKEN_ROUTES } from '../schemas/token-routes.js';
import type { VERIFY_ROUTES } from '../schemas/verify-routes.js';
import type { RouteContext } from './context.js';
import type { RegistryContext } from './registry-context.js';
import type { RouteCall, RouteHandlers } from './route-table.js';

/*
 * The calls and handler maps of each API, by its route table: a handler module declares which calls it answers
 * (`ExplorerHandlers<'POST /blocks' | …>`), and the server registers the union of the modules' maps, which the
 * compiler holds to the whole table.
 */

type ExplorerTable = typeof EXPLORER_ROUTES;
export type ExplorerCall<Route extends keyof ExplorerTable> = RouteCall<ExplorerTable[Route]>;
export type ExplorerHandlers<Route extends keyof ExplorerTable> = RouteHandlers<ExplorerTable, RouteContext, Route>;

type TokenTable = typeof TOKEN_ROUTES;
export type TokenHandlers<Route extends keyof TokenTable> = RouteHandlers<TokenTable, RouteContext, Route>;

type NftTable = typeof NFT_ROUTES;
export type NftCall<Route extends keyof NftTable> = RouteCall<NftTable[Route]>;
export type NftHandlers<Route extends keyof NftTable> = RouteHandlers<NftTable, RouteContext, Route>;

type RegistryTable = typeof REGISTRY_ROUTES;
export type RegistryCall<Route extends keyof RegistryTable> = RouteCall<RegistryTable[Route]>;
export type RegistryHandlers<Route extends keyof RegistryTable> = RouteHandlers<RegistryTable, RegistryContext, Route>;

type VerifyTable = typeof VERIFY_ROUTES;
export type VerifyHandlers<Route extends keyof VerifyTable> = RouteHandlers<VerifyTable, ContractVerifier, Route>;
