import {
  accountByAddress,
  addVerifiedContract,
  latestAccountUpdate,
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
 * How far (seconds of block time) a sweep looks back before the newest account change the previous sweep saw: the
 * shard blocks of a later batch can be a little older than the newest block already written.
 */
const SWEEP_OVERLAP_SECONDS = 600n;

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
  /** The newest account change (block time) the last complete sweep saw; null before the first, which walks every account. */
  private sweptUpTo: bigint | null = null;

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
   * Walks the codes the index holds that are not verified and registers those that are salted variants of a
   * published contract; returns how many were added. The first sweep walks every account, each later one only the
   * accounts changed since the previous sweep (less SWEEP_OVERLAP_SECONDS), as the published contracts do not change.
   */
  async sweepSaltedVariants(): Promise<number> {
    const newest = await latestAccountUpdate(this.database.db);
    const since = this.sweptUpTo === null ? undefined : this.sweptUpTo - SWEEP_OVERLAP_SECONDS;
    let added = 0;
    let after: string | null = null;
    for (;;) {
      const codes = await unverifiedCodesAfter(this.database.db, after, SWEEP_PAGE, since);
      for (const code of codes) {
        if (!this.notVariants.has(code.codeHash) && (await this.registerVariant(code.codeHash, code))) added++;
      }
      if (codes.length < SWEEP_PAGE) break;
      after = codes[codes.length - 1]!.codeHash;
    }
    if (newest !== null) this.sweptUpTo = newest;
    return added;
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
