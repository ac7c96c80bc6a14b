import type { TSchema } from 'typebox';
import {
  AddressParams,
  CompileBody,
  CompileResponseSchema,
  ContractInfoSchema,
  ContractFieldsBody,
  ContractFieldsSchema,
  ContractListBody,
  ContractListResponseSchema,
  ExpectedAddressBody,
  ExpectedAddressSchema,
  HashParams,
  ParsedMessageSchema,
  ParsedTransactionSchema,
  RunLocalBody,
  RunLocalSchema,
  SupportedCompilersSchema,
  SupportedLinkersSchema,
} from './verify.js';

/** A call of the verification service: its path parameters, its JSON body (POST only) and its answer. */
export interface VerifyRouteSchemas {
  readonly params?: TSchema;
  readonly body?: TSchema;
  readonly response: TSchema;
}

/**
 * Every call of the verification service (under /api/verify, spec 001 §7 Verification service), keyed `METHOD path`
 * with fastify's `:param` syntax. Answers are the spec's shapes as they are, without the `{ data }` envelope of the
 * other APIs. The verify contract (verify-contract.ts) is read from this table, and a test holds the routes to it.
 */
export const VERIFY_ROUTES = {
  'GET /supported/linker': { response: SupportedLinkersSchema },
  'GET /supported/solc': { response: SupportedCompilersSchema },
  'GET /info/address/:address': { params: AddressParams, response: ContractInfoSchema },
  'GET /info/code_hash/:hash': { params: HashParams, response: ContractInfoSchema },
  'GET /parse/message/:hash': { params: HashParams, response: ParsedMessageSchema },
  'GET /parse/transaction/:hash': { params: HashParams, response: ParsedTransactionSchema },
  'POST /info/list': { body: ContractListBody, response: ContractListResponseSchema },
  'POST /compile': { body: CompileBody, response: CompileResponseSchema },
  'POST /expected_address': { body: ExpectedAddressBody, response: ExpectedAddressSchema },
  'POST /run_local': { body: RunLocalBody, response: RunLocalSchema },
  'POST /contract_fields': { body: ContractFieldsBody, response: ContractFieldsSchema },
} as const satisfies Record<string, VerifyRouteSchemas>;
