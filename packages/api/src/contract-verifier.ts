import type { AccountRef } from '@tvmscan/store';
import type { DecodedBody } from './schemas/decoded-body.js';
import type {
  CompileRequest,
  CompileResponse,
  ContractInfo,
  ContractListResponse,
  ExpectedAddressRequest,
  RunLocalRequest,
  RunLocalResponse,
  MethodCallType,
  ParsedMessage,
  ParsedTransaction,
} from './schemas/verify.js';

/** What a message carries, read with the ABI of a verified contract: a call, an answer or an event, and of which contract. */
export interface MessageCall {
  readonly type: MethodCallType;
  readonly name: string;
  readonly contractName: string;
}

/**
 * The verification service behind /api/verify (the `@tvmscan/verify` package, which the API may not import: the CLI
 * fills this in). `compile` throws an error whose `code` says why: `compile-input` (with the payload `field` it is
 * about) for an upload that cannot be compiled as given, `toolchain` when no toolchain is installed, `compile-limit`
 * when the server is compiling as much as it can. `expectedAddress` throws one whose `code` is `init-data` (with the
 * `field` it is about, `init_data/<name>` or `public_key`) for initial data the contract's ABI does not take.
 * `runLocal` and `contractFields` throw one whose `code` is `run-input` (with the `field`: `abi`, `method` or
 * `input/<name>`) for a call the ABI cannot make, or `run-account` for an account that has no code to run.
 */
export interface ContractVerifier {
  supportedCompilers(): Record<string, string>;
  supportedLinkers(): string[];
  contractByCodeHash(codeHash: string): Promise<ContractInfo | null>;
  contractByAddress(account: AccountRef): Promise<ContractInfo | null>;
  listContracts(page: { limit: number; offset: number; codeHash?: string }): Promise<ContractListResponse>;
  compile(payload: CompileRequest): Promise<CompileResponse>;
  /** The address the verified contract with this code hash gets from this initial data; null when no such contract has its compiled code stored. */
  expectedAddress(request: ExpectedAddressRequest): Promise<{ address: string } | null>;
  /** Runs an ABI function on the account's current state, sending nothing; null when the account is unknown. */
  runLocal(account: AccountRef, request: Omit<RunLocalRequest, 'address'>): Promise<RunLocalResponse | null>;
  /** The ABI's fields read from the account's current data; null when the account is unknown. */
  contractFields(account: AccountRef, abi: unknown): Promise<{ fields: Record<string, unknown> | null } | null>;
  parseMessage(hash: string): Promise<ParsedMessage | null>;
  parseTransaction(hash: string): Promise<ParsedTransaction | null>;
  /** The calls the messages with these hashes carry, for those a verified ABI reads; keyed by message hash. */
  readCalls(messageHashes: readonly string[]): Promise<Map<string, MessageCall>>;
  /** The bodies of these messages read with the ABIs known for their ends, for those one reads; keyed by message hash. */
  decodeBodies(messageHashes: readonly string[]): Promise<Map<string, DecodedBody>>;
}
