import {
  accountByAddress,
  addVerifiedContract,
  unverifiedCodesAfter,
  verifiedContractByCodeHash,
  type AccountRef,
  type Database,
} from '@tvmscan/store';
import type { PublishedContract } from '../published/published-contracts.js';
import { accountCode, type AccountBocReader } from './account-code.js';
import { saltedVariantOf } from './salted-code.js';

/** Codes looked at per page of a sweep. */
const SWEEP_PAGE = 100;

/**
 * The registry of verified contracts: the published contracts registered at start, and the salted variants of their
 * code that accounts of the chain run, found by a sweep over the codes the index holds or when an address is asked for.
 */
export class ContractRegistry {
  private readonly database: Database;
  private readonly published: readonly PublishedContract[];
  private readonly reader: AccountBocReader | undefined;
  /** Codes already looked at and found to be no variant, so that a sweep does not read their accounts again. */
  private readonly notVariants = new Set<string>();

  constructor(database: Database, published: readonly PublishedContract[], reader?: AccountBocReader) {
    this.database = database;
    this.published = published;
    this.reader = reader;
  }

  /** Registers every published contract not registered yet; returns how many were added. */
  async registerPublished(): Promise<number> {
    let added = 0;
    for (const contract of this.published) {
      if (await addVerifiedContract(this.database.db, publishedRow(contract, contract.codeHash))) added++;
    }
    return added;
  }

  /**
   * Walks every code the index holds that is not verified and registers those that are salted variants of a
   * published contract; returns how many were added.
   */
  async sweepSaltedVariants(): Promise<number> {
    let added = 0;
    let after: string | null = null;
    for (;;) {
      const codes = await unverifiedCodesAfter(this.database.db, after, SWEEP_PAGE);
      for (const code of codes) {
        if (!this.notVariants.has(code.codeHash) && (await this.registerVariant(code.codeHash, code))) added++;
      }
      if (codes.length < SWEEP_PAGE) return added;
      after = codes[codes.length - 1]!.codeHash;
    }
  }

  /** The code hash an account runs, registering it first when it is a salted variant of a published contract. */
  async codeHashOfAccount(account: AccountRef): Promise<string | null> {
    const row = await accountByAddress(this.database.db, account);
    const codeHash = row?.code_hash ?? null;
    if (codeHash === null) return null;
    if (!(await verifiedContractByCodeHash(this.database.db, codeHash)) && !this.notVariants.has(codeHash)) {
      await this.registerVariant(codeHash, account);
    }
    return codeHash;
  }

  private async registerVariant(codeHash: string, account: AccountRef): Promise<boolean> {
    const code = await accountCode(this.database, account, this.reader);
    if (code === null) return false;
    const contract = saltedVariantOf(code, codeHash, this.published);
    if (contract === undefined) {
      this.notVariants.add(codeHash);
      return false;
    }
    return addVerifiedContract(this.database.db, publishedRow(contract, codeHash));
  }
}

function publishedRow(contract: PublishedContract, codeHash: string) {
  return {
    codeHash,
    contractName: contract.name,
    compilerVersion: contract.compilerVersion,
    linkerVersion: contract.linkerVersion,
    abi: contract.abi,
    sources: contract.sources,
    tvc: codeHash === contract.codeHash ? contract.tvc : null,
    origin: 'package' as const,
  };
}
