/**
 * The verification service as its clients compile against it: types only, read from the route table its routes
 * validate and answer with (schemas/verify-routes.ts). Reached through the contract entry (`@tvmscan/api/contract`).
 */
import type { Static, TSchema } from 'typebox';
import type { VERIFY_ROUTES } from './schemas/verify-routes.js';

type Routes = typeof VERIFY_ROUTES;

/** A call of the verification service, `METHOD path` (the path under /api/verify, `:param` for a path parameter). */
export type VerifyRoute = keyof Routes;

/** The JSON body a call takes (POST), or `undefined` for a GET. */
export type VerifyRequestOf<Route extends VerifyRoute> = Routes[Route] extends { body: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** The path parameters a call takes, or `undefined`. */
export type VerifyParamsOf<Route extends VerifyRoute> = Routes[Route] extends { params: infer Schema extends TSchema } ? Static<Schema> : undefined;

/** A call's successful answer, as the spec shapes it. */
export type VerifyResponseOf<Route extends VerifyRoute> = Static<Routes[Route]['response']>;

export type VerifyContract = { [Route in VerifyRoute]: { request: VerifyRequestOf<Route>; response: VerifyResponseOf<Route> } };

export type {
  CompileRequest,
  CompileResponse,
  ExpectedAddressRequest,
  ExpectedAddressResponse,
  RunLocalRequest,
  RunLocalResponse,
  ContractFieldsRequest,
  ContractFieldsResponse,
  ProgramOutput,
  ContractInfo,
  ContractSummary,
  ContractListRequest,
  ContractListResponse,
  ParsedMessage,
  ParsedTransaction,
  MethodCallType,
} from './schemas/verify.js';
