import { listVerifiedContracts, verifiedContractByCodeHash, type AccountRef, type Database, type VerifiedContractRecord } from '@tvmscan/store';
import { expectedAddress, type InitialData } from './address/expected-address.js';
import { compileUpload } from './compile/compile-job.js';
import type { DecodedBody } from '@tvmscan/contracts';
import { decodeBodies } from './decode/body-decoding.js';
import { parseMessage, parseTransaction, readCalls, type MessageCall, type ParsedMessage, type ParsedTransaction } from './decode/chain-decoding.js';
import type { CompilePayload, CompileResult } from './compile/compile-types.js';
import { DEFAULT_PROCESS_LIMITS, type ProcessLimits } from './compile/process-runner.js';
import { PUBLISHED_PACKAGES, publishedContracts, type PublishedContract } from './published/published-contracts.js';
import { accountBoc, type AccountBocReader } from './registry/account-code.js';
import { contractFields, runLocal, type RunLocalRequest, type RunLocalResult } from './execute/run-local.js';
import { ContractRegistry } from './registry/contract-registry.js';
import { Toolchains } from './toolchains/toolchains.js';
import { VerifyError } from './verify-error.js';

/** A verified contract as the verification service gives it (spec 001 §3 Contract info). */
export interface ContractInfo {
  code_hash: string;
  contract_name: string;
  compiler_version: string;
  linker_version: string;
  abi: unknown;
  sources: { path: string; content: string }[];
  tvc: string | null;
  license: string | null;
  project_link: string | null;
  audit_url: string | null;
}

export interface ContractSummary {
  code_hash: string;
  contract_name: string;
  compiler_version: string;
  linker_version: string;
}

export interface VerificationServiceOptions {
  readonly database: Database;
  /** The installed toolchains; none by default, and then compiling is not available. */
  readonly toolchains?: Toolchains;
  readonly limits?: ProcessLimits;
  /** Where current account states come from (the devnet, a node); else the states the index stored. */
  readonly stateReader?: AccountBocReader;
  /** The contracts published with their sources; those of `@broxus/tip3` and `@broxus/tip4` by default. */
  readonly published?: readonly PublishedContract[];
  /** Compiles running at once; more wait their turn (2 by default). */
  readonly concurrentCompiles?: number;
}

/** Compiles waiting for their turn before a new one is refused as busy. */
const MAX_WAITING_COMPILES = 8;

/**
 * The verification service of spec 001 §7: the verified contracts (published packages registered at start, salted
 * variants of their code found on the chain, uploads that compiled), the installed toolchains, and compiling.
 */
export class VerificationService {
  readonly toolchains: Toolchains;
  private readonly database: Database;
  private readonly registry: ContractRegistry;
  private readonly limits: ProcessLimits;
  private readonly concurrentCompiles: number;
  private readonly stateReader: AccountBocReader | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  private constructor(options: VerificationServiceOptions, published: readonly PublishedContract[]) {
    this.database = options.database;
    this.toolchains = options.toolchains ?? Toolchains.none();
    this.limits = options.limits ?? DEFAULT_PROCESS_LIMITS;
    this.concurrentCompiles = options.concurrentCompiles ?? 2;
    this.stateReader = options.stateReader;
    this.registry = new ContractRegistry(options.database, published, options.stateReader);
  }

  /** A service whose published contracts are registered: they are listed from the first call on. */
  static async start(options: VerificationServiceOptions): Promise<VerificationService> {
    const published = options.published ?? PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg));
    const service = new VerificationService(options, published);
    await service.registry.registerPublished();
    return service;
  }

  /** Registers the salted variants of published code that accounts of the index run; returns how many were added. */
  sweepSaltedVariants(): Promise<number> {
    return this.registry.sweepSaltedVariants();
  }

  supportedCompilers(): Record<string, string> {
    return this.toolchains.compilers();
  }

  supportedLinkers(): string[] {
    return this.toolchains.linkers();
  }

  async contractByCodeHash(codeHash: string): Promise<ContractInfo | null> {
    const row = await verifiedContractByCodeHash(this.database.db, codeHash);
    return row ? contractInfo(row) : null;
  }

  /** The verified contract an account runs; null when the account is unknown or its code is not verified. */
  async contractByAddress(account: AccountRef): Promise<ContractInfo | null> {
    const codeHash = await this.registry.codeHashOfAccount(account);
    return codeHash === null ? null : this.contractByCodeHash(codeHash);
  }

  /** The address the verified contract with this code hash gets from this initial data; null when its compiled code is not stored. */
  async expectedAddress(request: InitialData & { code_hash: string }): Promise<{ address: string } | null> {
    const row = await verifiedContractByCodeHash(this.database.db, request.code_hash.toLowerCase());
    if (!row?.tvc) return null;
    return { address: expectedAddress(row.tvc, row.abi, request) };
  }

  /** Runs an ABI function on the account's current state, sending nothing; null when the account is unknown. */
  async runLocal(account: AccountRef, request: RunLocalRequest): Promise<RunLocalResult | null> {
    const boc = await accountBoc(this.database, account, this.stateReader);
    return boc === null ? null : runLocal(boc, request);
  }

  /** The ABI's `fields` read from the account's current data (null when the ABI has none); null overall when the account is unknown. */
  async contractFields(account: AccountRef, abi: unknown): Promise<{ fields: Record<string, unknown> | null } | null> {
    const boc = await accountBoc(this.database, account, this.stateReader);
    return boc === null ? null : { fields: contractFields(boc, abi) };
  }

  /** A page of the verified contracts; with `codeHash`, only the one with that code hash (an empty list when it is not verified). */
  async listContracts(page: { limit: number; offset: number; codeHash?: string }): Promise<{ data: ContractSummary[]; total_count: number }> {
    const { items, total } = await listVerifiedContracts(this.database.db, page);
    return { data: items, total_count: total };
  }

  parseMessage(hash: string): Promise<ParsedMessage | null> {
    return parseMessage(this.database, hash);
  }

  parseTransaction(hash: string): Promise<ParsedTransaction | null> {
    return parseTransaction(this.database, hash);
  }

  readCalls(messageHashes: readonly string[]): Promise<Map<string, MessageCall>> {
    return readCalls(this.database, messageHashes);
  }

  /** The bodies of these messages read with the ABIs known for their ends (verified contracts, wallet and token standards); keyed by message hash. */
  decodeBodies(messageHashes: readonly string[]): Promise<Map<string, DecodedBody>> {
    return decodeBodies(this.database, messageHashes);
  }

  /** Compiles an upload; at most `concurrentCompiles` at once, a few more waiting, the rest refused as busy. */
  async compile(payload: CompilePayload): Promise<CompileResult> {
    if (!this.toolchains.available) throw new VerifyError('toolchain', 'compiling is not available on this server: no toolchain is installed');
    await this.takeTurn();
    try {
      return await compileUpload(this.database, this.toolchains, payload, this.limits);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async takeTurn(): Promise<void> {
    if (this.running < this.concurrentCompiles) {
      this.running++;
      return;
    }
    if (this.waiting.length >= MAX_WAITING_COMPILES)
      throw new VerifyError('compile-limit', 'the server is compiling as much as it can; try again later');
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }
}

function contractInfo(row: VerifiedContractRecord): ContractInfo {
  return {
    code_hash: row.code_hash,
    contract_name: row.contract_name,
    compiler_version: row.compiler_version,
    linker_version: row.linker_version,
    abi: row.abi,
    sources: row.sources,
    tvc: row.tvc,
    license: row.license,
    project_link: row.project_link,
    audit_url: row.audit_url,
  };
}
