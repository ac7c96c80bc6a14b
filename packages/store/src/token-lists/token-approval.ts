import type { Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

/**
 * The roots among `roots` whose asset information an admin approved (spec 001 §3 token proposal / asset: `approved`):
 * the one place that says what "approved" means for token lists — some version of the token's asset information
 * (token_asset_proposals) has the status 'Approved'.
 */
export async function approvedTokenRoots(db: Kysely<ChainSchema>, roots: readonly string[]): Promise<Set<string>> {
  if (roots.length === 0) return new Set();
  const approved = await db
    .selectFrom('token_asset_proposals')
    .select('root_address')
    .distinct()
    .where('status', '=', 'Approved')
    .where('root_address', 'in', [...roots])
    .execute();
  return new Set(approved.map((row) => row.root_address));
}
