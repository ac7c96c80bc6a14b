import { tagged, type RouteTable } from './route-entry.js';
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
  SignedCompileResponseSchema,
  SupportedCompilersSchema,
  SupportedLinkersSchema,
  VerifiedAbiSchema,
} from './verify.js';

/** Uploads carry whole source trees: far more than the 64 KiB of the other calls. */
const COMPILE_BODY_LIMIT = 16 * 1024 * 1024;
/** What a local run may carry: a whole contract ABI, far beyond the 64 KiB of the other calls. */
const RUN_BODY_LIMIT = 1024 * 1024;

/**
 * Every call of the verification service (under /api/verify, spec 001 §7 Verification service), keyed `METHOD path`
 * with fastify's `:param` syntax, in the document's groups. Answers are the spec's shapes as they are, without the
 * `{ data }` envelope of the other APIs. The routes are registered from this table and the verify contract
 * (verify-contract.ts) is read from it.
 */
export const VERIFY_ROUTES = {
  ...tagged('supported', {
    'GET /supported/linker': { response: SupportedLinkersSchema },
    'GET /supported/solc': { response: SupportedCompilersSchema },
  }),
  ...tagged('info', {
    'GET /info/address/:address': { params: AddressParams, response: ContractInfoSchema },
    'GET /info/code_hash/:hash': { params: HashParams, response: ContractInfoSchema },
    'POST /info/list': { body: ContractListBody, response: ContractListResponseSchema },
    'POST /expected_address': {
      description:
        "Our extension beyond spec 001 §7: the address the verified contract with this code hash gets from this initial data (a value for each of its ABI's init fields), an optional public key and the workchain.",
      body: ExpectedAddressBody,
      response: ExpectedAddressSchema,
    },
  }),
  ...tagged('Everscan compatibility', {
    'GET /abi/address/:address': {
      description:
        "Everscan compatibility: the ABI of the verified contract an account runs, as Everscan's verifier serves it (the abi of GET /info/address).",
      params: AddressParams,
      response: VerifiedAbiSchema,
    },
    'GET /abi/code_hash/:hash': {
      description:
        "Everscan compatibility: the ABI of the verified contract of a code hash, as Everscan's verifier serves it (the abi of GET /info/code_hash).",
      params: HashParams,
      response: VerifiedAbiSchema,
    },
  }),
  ...tagged('parse', {
    'GET /parse/message/:hash': { params: HashParams, response: ParsedMessageSchema },
    'GET /parse/transaction/:hash': { params: HashParams, response: ParsedTransactionSchema },
  }),
  ...tagged('compile', {
    'POST /compile': {
      description:
        'Compiles the sources with the chosen installed toolchain; each new code hash becomes a verified contract. 503 when no toolchain is installed.',
      bodyLimit: COMPILE_BODY_LIMIT,
      body: CompileBody,
      response: CompileResponseSchema,
    },
  }),
  ...tagged('executor', {
    'POST /run_local': {
      description:
        "Our extension beyond spec 001 §7: runs an ABI function on the account's current state without sending anything (the executor's RunLocal), answering the exit code and the outputs decoded by the ABI.",
      bodyLimit: RUN_BODY_LIMIT,
      body: RunLocalBody,
      response: RunLocalSchema,
    },
    'POST /contract_fields': {
      description: "Our extension beyond spec 001 §7: the ABI's fields read from the account's current data, as far as they can be read.",
      bodyLimit: RUN_BODY_LIMIT,
      body: ContractFieldsBody,
      response: ContractFieldsSchema,
    },
  }),
} as const satisfies RouteTable;

/**
 * Everscan compatibility: `everscan-verify`'s signed upload (auth/request-signatures.ts), registered in a scope that
 * requires the signatures. The sources' paths under everscan-verify's root `/app/contracts/` are taken relative to it.
 */
export const SIGNED_VERIFY_ROUTES = tagged('compile', {
  'POST /authorized/compile': {
    description:
      "Everscan compatibility: POST /compile as Broxus' everscan-verify sends it, signed with the API key (X-API-KEY, as --api-key and --secret), a nonce and a signature; answered in everscan-verify's shape. 503 when no toolchain is installed.",
    signed: true,
    bodyLimit: COMPILE_BODY_LIMIT,
    body: CompileBody,
    response: SignedCompileResponseSchema,
  },
}) satisfies RouteTable;
