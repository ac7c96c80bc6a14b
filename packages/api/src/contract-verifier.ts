import type { AccountRef } from '@tvmscan/store';
import type { CompileRequest, CompileResponse, ContractInfo, ContractListResponse, ParsedMessage, ParsedTransaction } from './schemas/verify.js';

/**
 * The verification service behind /api/verify (the `@tvmscan/verify` package, which the API may not import: the CLI
 * fills this in). `compile` throws an error whose `code` says why: `compile-input` (with the payload `field` it is
 * about) for an upload that cannot be compiled as given, `toolchain` when no toolchain is installed, `compile-limit`
 * when the server is compiling as much as it can.
 */
export interface ContractVerifier {
  supportedCompilers(): Record<string, string>;
  supportedLinkers(): string[];
  contractByCodeHash(codeHash: string): Promise<ContractInfo | null>;
  contractByAddress(account: AccountRef): Promise<ContractInfo | null>;
  listContracts(page: { limit: number; offset: number }): Promise<ContractListResponse>;
  compile(payload: CompileRequest): Promise<CompileResponse>;
  parseMessage(hash: string): Promise<ParsedMessage | null>;
  parseTransaction(hash: string): Promise<ParsedTransaction | null>;
}
