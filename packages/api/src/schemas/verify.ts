import { Type, type Static } from 'typebox';
import { closed, Hash, Nullable } from './common.js';

/** The longest source file an upload may carry, and how many files. */
export const MAX_SOURCE_BYTES = 1024 * 1024;
export const MAX_SOURCE_FILES = 500;

const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const SourceTypeSchema = Type.Union([Type.Literal('CompileTarget'), Type.Literal('VerifyTarget'), Type.Literal('Dependency')]);

const UploadedSource = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 512, description: 'relative to the project folder, ending in .sol or .tsol' }),
    content: Text(MAX_SOURCE_BYTES),
    source_type: SourceTypeSchema,
  },
  closed,
);

/** The compile payload (spec 001 §3): the chosen versions, the licence and links, and the sources. */
export const CompileBody = Type.Object(
  {
    license: Type.String({ minLength: 1, maxLength: 128, description: 'an SPDX licence identifier, GPL-2.0-only by default in the form' }),
    audit_url: Nullable(Text(2048)),
    project_link: Nullable(Text(2048)),
    compiler: Type.Object(
      {
        flags: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: 32 }),
        version: Type.String({ minLength: 1, maxLength: 64 }),
      },
      closed,
    ),
    linker: Type.Object({ version: Type.String({ minLength: 1, maxLength: 64 }) }, closed),
    sources: Type.Array(UploadedSource, { minItems: 1, maxItems: MAX_SOURCE_FILES }),
  },
  closed,
);

export const ProgramOutputSchema = Type.Object({ success: Type.Boolean(), stderr: Type.String(), stdout: Type.String() }, closed);

export const CompiledSchema = Type.Object(
  {
    compiled: Type.Array(Type.Object({ contract_name: Type.String(), code_hash: Hash }, closed)),
    already_verified: Type.Record(Type.String(), Hash, { description: 'contract name to code hash' }),
  },
  closed,
);
export const FailedToVerifySchema = Type.Object(
  { failed_to_verify: Type.Object({ compiler_output: ProgramOutputSchema, linker_output: ProgramOutputSchema }, closed) },
  closed,
);
export const CompileResponseSchema = Type.Union([CompiledSchema, FailedToVerifySchema]);

/**
 * The answer of `POST /authorized/compile` in the shape `everscan-verify` reads (its `CompileResponse`): every
 * contract compiled, those verified before, and the targets that failed with the compiler's and linker's output.
 */
export const SignedCompileResponseSchema = Type.Object(
  {
    compiled: Type.Array(
      Type.Object(
        {
          contract_name: Type.String(),
          code_hash: Hash,
          tvc: Nullable(Type.String({ description: 'not sent: read it with GET /info/code_hash/{hash}' })),
          success: Type.Boolean(),
          dependencies_list: Type.Array(Type.Unknown(), { description: 'not sent (empty)' }),
        },
        closed,
      ),
    ),
    already_verified: Type.Record(Type.String(), Hash, { description: 'contract name to code hash' }),
    failed_to_verify: Type.Record(
      Type.String(),
      Type.Object(
        {
          compiler_output: Type.Object(
            {
              ...ProgramOutputSchema.properties,
              abi: Type.Null(),
              code: Type.Null(),
              dependencies_list: Type.Array(Type.String(), { description: 'not sent (empty)' }),
            },
            closed,
          ),
          linker_output: Type.Object({ ...ProgramOutputSchema.properties, tvc: Type.Null(), code_hash: Type.Null() }, closed),
        },
        closed,
      ),
      { description: 'the path of each target sent, to why it was not verified' },
    ),
  },
  closed,
);
export type SignedCompileResponse = Static<typeof SignedCompileResponseSchema>;

export const ContractSourceSchema = Type.Object({ path: Type.String(), content: Type.String() }, closed);

/** The ABI JSON the compiler wrote for a verified contract: its version, functions and events, and whatever else it holds. */
export const VerifiedAbiSchema = Type.Object(
  {
    'ABI version': Type.Optional(Type.Integer()),
    version: Type.Optional(Type.String()),
    header: Type.Optional(Type.Array(Type.String())),
    functions: Type.Array(Type.Unknown()),
    events: Type.Optional(Type.Array(Type.Unknown())),
  },
  { additionalProperties: true, description: 'the ABI JSON the compiler wrote' },
);
export type VerifiedAbi = Static<typeof VerifiedAbiSchema>;

/** A verified contract (spec 001 §3 Contract info). */
export const ContractInfoSchema = Type.Object(
  {
    code_hash: Hash,
    contract_name: Type.String({ description: 'path-like; its last segment names the contract' }),
    compiler_version: Type.String({ description: "the compiler's version, or unknown" }),
    linker_version: Type.String({ description: "the linker's version, or unknown" }),
    abi: Type.Unknown({ description: 'the ABI JSON the compiler wrote' }),
    sources: Type.Array(ContractSourceSchema),
    tvc: Nullable(Type.String({ description: 'the compiled TVC (StateInit BOC) in base64, when known' })),
    license: Nullable(Type.String()),
    project_link: Nullable(Type.String()),
    audit_url: Nullable(Type.String()),
  },
  closed,
);

export const ContractSummarySchema = Type.Object(
  { code_hash: Hash, contract_name: Type.String(), compiler_version: Type.String(), linker_version: Type.String() },
  closed,
);

export const ContractListBody = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
    code_hash: Type.Optional(
      Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'only the contract with this code hash: an empty list when it is not verified' }),
    ),
  },
  closed,
);
export const ContractListResponseSchema = Type.Object({ data: Type.Array(ContractSummarySchema), total_count: Type.Integer({ minimum: 0 }) }, closed);

export const SupportedLinkersSchema = Type.Array(Type.String(), { description: 'the installed linker versions; empty without a toolchain' });
export const SupportedCompilersSchema = Type.Record(Type.String(), Type.String(), {
  description: 'installed compiler version to the text shown; empty without a toolchain',
});

export const MethodCallTypeSchema = Type.Union([
  Type.Literal('FunctionInput'),
  Type.Literal('FunctionOutput'),
  Type.Literal('BouncedFunction'),
  Type.Literal('Event'),
]);

/** A message body read with the ABI of the verified contract that received (or, for an event or answer, sent) it. */
export const ParsedMessageSchema = Type.Object(
  {
    message_hash: Hash,
    code_hash: Hash,
    contract_name: Type.String(),
    type: MethodCallTypeSchema,
    name: Type.String({ description: 'the function or event' }),
    data: Type.Unknown({ description: "the values, as nekoton's ABI tokens" }),
  },
  closed,
);

/** A transaction read with the ABI of the verified contract of its account: the function called and the events it emitted. */
export const ParsedTransactionSchema = Type.Object(
  {
    transaction_hash: Hash,
    code_hash: Hash,
    contract_name: Type.String(),
    method: Nullable(Type.Object({ name: Type.String(), input: Type.Unknown(), output: Type.Unknown() }, closed)),
    events: Type.Array(Type.Object({ name: Type.String(), data: Type.Unknown() }, closed)),
  },
  closed,
);

export const AddressParams = Type.Object(
  { address: Type.String({ minLength: 1, maxLength: 80, description: 'a raw (wc:hex) or friendly address' }) },
  closed,
);
export const HashParams = Type.Object({ hash: Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'a 256-bit hash: 64 hex digits' }) }, closed);

/** Our extension beyond spec 001 §7: the address a verified contract gets from its initial data (the ABI's init fields). */
export const ExpectedAddressBody = Type.Object(
  {
    code_hash: Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'the code hash of a verified contract' }),
    init_data: Type.Record(Type.String(), Type.Unknown(), { description: "a value for each of the ABI's init fields, by name" }),
    public_key: Type.Optional(Nullable(Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: 'an ed25519 public key: 64 hex digits' }))),
    workchain: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(-1)], { description: '0 by default' })),
  },
  closed,
);
export const ExpectedAddressSchema = Type.Object({ address: Type.String({ description: 'the raw address, wc:hex' }) }, closed);

const open = { additionalProperties: true } as const;
const AbiParam = Type.Object({ name: Type.String({ maxLength: 256 }), type: Type.String({ minLength: 1, maxLength: 1024 }) }, open);

/** A contract ABI as the compiler writes it: read here only as far as a local run needs (its version, functions and fields). */
export const ExecutorAbi = Type.Object(
  {
    version: Type.Optional(Type.String({ maxLength: 16 })),
    functions: Type.Array(
      Type.Object({ name: Type.String({ minLength: 1, maxLength: 256 }), inputs: Type.Array(AbiParam, { maxItems: 256 }) }, open),
      {
        maxItems: 1024,
      },
    ),
    fields: Type.Optional(Type.Array(AbiParam, { maxItems: 1024 })),
  },
  { ...open, description: "the contract ABI JSON (a verified contract's, or one the user gives)" },
);

/** Our extension beyond spec 001 §7 (Wallet/node runLocal): an ABI function run on an account's current state, sending nothing. */
export const RunLocalBody = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 80, description: 'a raw (wc:hex) or friendly address' }),
    abi: ExecutorAbi,
    method: Type.String({ minLength: 1, maxLength: 256, description: 'the name of an ABI function' }),
    input: Type.Record(Type.String(), Type.Unknown(), { description: "a value for each of the function's inputs, by name, as nekoton's ABI tokens" }),
  },
  closed,
);
export const RunLocalSchema = Type.Object(
  {
    exit_code: Type.Integer({ description: 'the compute phase exit code: 0 (or 1) when the function ran to its end' }),
    output: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: "the function's outputs decoded by the ABI, by name" })),
  },
  closed,
);

/** Our extension beyond spec 001 §7 (Wallet/node getContractFields): the ABI's fields read from the account's data. */
export const ContractFieldsBody = Type.Object(
  { address: Type.String({ minLength: 1, maxLength: 80, description: 'a raw (wc:hex) or friendly address' }), abi: ExecutorAbi },
  closed,
);
export const ContractFieldsSchema = Type.Object(
  { fields: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: "the fields' values by name; null when the ABI lists none" })) },
  closed,
);

export type CompileRequest = Static<typeof CompileBody>;
export type ExpectedAddressRequest = Static<typeof ExpectedAddressBody>;
export type ExpectedAddressResponse = Static<typeof ExpectedAddressSchema>;
export type RunLocalRequest = Static<typeof RunLocalBody>;
export type RunLocalResponse = Static<typeof RunLocalSchema>;
export type ContractFieldsRequest = Static<typeof ContractFieldsBody>;
export type ContractFieldsResponse = Static<typeof ContractFieldsSchema>;
export type CompileResponse = Static<typeof CompileResponseSchema>;
export type ProgramOutput = Static<typeof ProgramOutputSchema>;
export type ContractInfo = Static<typeof ContractInfoSchema>;
export type ContractSummary = Static<typeof ContractSummarySchema>;
export type ContractListRequest = Static<typeof ContractListBody>;
export type ContractListResponse = Static<typeof ContractListResponseSchema>;
export type ParsedMessage = Static<typeof ParsedMessageSchema>;
export type ParsedTransaction = Static<typeof ParsedTransactionSchema>;
export type MethodCallType = Static<typeof MethodCallTypeSchema>;
