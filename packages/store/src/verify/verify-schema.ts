import type { ColumnType } from 'kysely';
import type { Json } from '../sql/columns.js';

/** One source file of a verified contract, its path relative to the project it was compiled in. */
export interface VerifiedSourceJson {
  path: string;
  content: string;
}

export type VerifiedContractOrigin = 'package' | 'compiled';

export interface VerifiedContractsTable {
  code_hash: string;
  contract_name: string;
  compiler_version: string;
  linker_version: string;
  abi: Json<unknown>;
  sources: Json<VerifiedSourceJson[]>;
  tvc: string | null;
  origin: VerifiedContractOrigin;
  license: string | null;
  project_link: string | null;
  audit_url: string | null;
  verified_at: ColumnType<Date, never, never>;
}

/** The verification service's own rows. */
export interface VerifySchema {
  verified_contracts: VerifiedContractsTable;
}
