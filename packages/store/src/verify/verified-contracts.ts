import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { hashInput, limitInput, offsetInput } from '../sql/inputs.js';
import type { VerifiedContractOrigin, VerifiedContractsTable, VerifiedSourceJson } from './verify-schema.js';

export type VerifiedContractRecord = Omit<Selectable<VerifiedContractsTable>, 'verified_at'>;
export type VerifiedContractSummary = Pick<VerifiedContractRecord, 'code_hash' | 'contract_name' | 'compiler_version' | 'linker_version'>;

/** A contract to register: what its row holds, the ABI and sources as values. */
export interface VerifiedContractInsert {
  readonly codeHash: string;
  readonly contractName: string;
  readonly compilerVersion: string;
  readonly linkerVersion: string;
  readonly abi: unknown;
  readonly sources: readonly VerifiedSourceJson[];
  readonly tvc: string | null;
  readonly origin: VerifiedContractOrigin;
  readonly license?: string | null;
  readonly projectLink?: string | null;
  readonly auditUrl?: string | null;
}

/**
 * Registers a verified contract unless its code hash already is; true when this call added it. A code hash is
 * verified once: a later upload that compiles to the same code changes nothing.
 */
export async function addVerifiedContract(db: Kysely<ChainSchema>, contract: VerifiedContractInsert): Promise<boolean> {
  const inserted = await db
    .insertInto('verified_contracts')
    .values({
      code_hash: hashInput('codeHash', contract.codeHash),
      contract_name: contract.contractName,
      compiler_version: contract.compilerVersion,
      linker_version: contract.linkerVersion,
      abi: JSON.stringify(contract.abi),
      sources: JSON.stringify(contract.sources),
      tvc: contract.tvc,
      origin: contract.origin,
      license: contract.license ?? null,
      project_link: contract.projectLink ?? null,
      audit_url: contract.auditUrl ?? null,
    })
    .onConflict((conflict) => conflict.column('code_hash').doNothing())
    .returning('code_hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** How many contracts are verified (rows are only ever added, so the count changes with every new one). */
export async function verifiedContractCount(db: Kysely<ChainSchema>): Promise<number> {
  const { total } = await db
    .selectFrom('verified_contracts')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function verifiedContractByCodeHash(db: Kysely<ChainSchema>, codeHash: string): Promise<VerifiedContractRecord | undefined> {
  return db
    .selectFrom('verified_contracts')
    .select([
      'code_hash',
      'contract_name',
      'compiler_version',
      'linker_version',
      'abi',
      'sources',
      'tvc',
      'origin',
      'license',
      'project_link',
      'audit_url',
    ])
    .where('code_hash', '=', hashInput('codeHash', codeHash))
    .executeTakeFirst();
}

/** The name and ABI of the verified contracts among `codeHashes`, keyed by code hash. */
export async function verifiedContractAbis(
  db: Kysely<ChainSchema>,
  codeHashes: readonly string[],
): Promise<Map<string, { readonly contractName: string; readonly abi: unknown }>> {
  const hashes = [...new Set(codeHashes.map((hash) => hashInput('codeHash', hash)))];
  if (hashes.length === 0) return new Map();
  const rows = await db.selectFrom('verified_contracts').select(['code_hash', 'contract_name', 'abi']).where('code_hash', 'in', hashes).execute();
  return new Map(rows.map((row) => [row.code_hash, { contractName: row.contract_name, abi: row.abi }]));
}

/** A page of verified contracts by name, then code hash (only `codeHash`'s when given), and how many there are. */
export async function listVerifiedContracts(
  db: Kysely<ChainSchema>,
  page: { readonly limit: number; readonly offset?: number; readonly codeHash?: string },
): Promise<{ items: VerifiedContractSummary[]; total: number }> {
  const codeHash = page.codeHash === undefined ? undefined : hashInput('codeHash', page.codeHash);
  const items = await db
    .selectFrom('verified_contracts')
    .select(['code_hash', 'contract_name', 'compiler_version', 'linker_version'])
    .$if(codeHash !== undefined, (query) => query.where('code_hash', '=', codeHash!))
    .orderBy('contract_name')
    .orderBy('code_hash')
    .limit(limitInput(page.limit))
    .offset(offsetInput(page.offset))
    .execute();
  const { total } = await db
    .selectFrom('verified_contracts')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .$if(codeHash !== undefined, (query) => query.where('code_hash', '=', codeHash!))
    .executeTakeFirstOrThrow();
  return { items, total: Number(total) };
}

/** An account's update time as migration 0006 indexes it, an account without one at -1. */
const ACCOUNT_UPDATE_TIME = sql<bigint>`coalesce(accounts.updated_at, -1)`;

/** A code that accounts run and no verified contract has: the code hash and one account running it. */
export interface UnverifiedCode {
  readonly codeHash: string;
  readonly workchain: number;
  readonly address: string;
}

/**
 * The codes accounts run that are not verified, in code-hash order after `after` (exclusive), each with the first
 * account running it: what a sweep for salted variants of verified code walks through, a page at a time. With
 * `updatedSince` (a block time, unix seconds) only the accounts changed at or after it count, so that a sweep after
 * the first reads what the index wrote since, through the accounts' update-time index.
 */
export async function unverifiedCodesAfter(
  db: Kysely<ChainSchema>,
  after: string | null,
  limit: number,
  updatedSince?: bigint,
): Promise<UnverifiedCode[]> {
  let query = db
    .selectFrom('accounts')
    .select(['code_hash', 'workchain', 'address'])
    .distinctOn('code_hash')
    .where('code_hash', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('verified_contracts').select('verified_contracts.code_hash').whereRef('verified_contracts.code_hash', '=', 'accounts.code_hash'),
        ),
      ),
    );
  if (after !== null) query = query.where('code_hash', '>', hashInput('after', after));
  if (updatedSince !== undefined) query = query.where(ACCOUNT_UPDATE_TIME, '>=', updatedSince);
  const rows = await query.orderBy('code_hash').orderBy('workchain').orderBy('address').limit(limitInput(limit)).execute();
  return rows.map((row) => ({ codeHash: row.code_hash!, workchain: row.workchain, address: row.address }));
}

/** The latest update time (block time, unix seconds) of any account; null when the index holds no account. */
export async function latestAccountUpdate(db: Kysely<ChainSchema>): Promise<bigint | null> {
  const row = await db
    .selectFrom('accounts')
    .select(ACCOUNT_UPDATE_TIME.as('updated'))
    .orderBy(ACCOUNT_UPDATE_TIME, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : BigInt(row.updated);
}
