import type { Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

/** A token's approved asset information as token lists show it: its newest approved version's name, website and time. */
export interface ApprovedTokenInfo {
  readonly fullName: string;
  readonly website: string;
  /** The version's `active_from` (ms), which names its served logo. */
  readonly activeFrom: number;
}

/**
 * The roots among `roots` whose asset information an admin approved (spec 001 §3 token proposal / asset: `approved`):
 * the one place that says what "approved" means for token lists — some version of the token's asset information
 * (token_asset_proposals) has the status 'Approved'.
 */
export async function approvedTokenRoots(db: Kysely<ChainSchema>, roots: readonly string[]): Promise<Set<string>> {
  return new Set((await approvedTokenInfo(db, roots)).keys());
}

/** The newest approved information of each of `roots` that has any. */
export async function approvedTokenInfo(db: Kysely<ChainSchema>, roots: readonly string[]): Promise<Map<string, ApprovedTokenInfo>> {
  if (roots.length === 0) return new Map();
  const rows = await db
    .selectFrom('token_asset_proposals')
    .select(['root_address', 'full_name', 'project_meta', 'active_from'])
    .distinctOn('root_address')
    .where('status', '=', 'Approved')
    .where('root_address', 'in', [...roots])
    .orderBy('root_address')
    .orderBy('active_from', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.root_address,
      { fullName: row.full_name, website: row.project_meta.project_website, activeFrom: Number(row.active_from) },
    ]),
  );
}
