import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

/**
 * The roots among `roots` whose asset information an admin approved (spec 001 §3 token proposal / asset: `approved`):
 * the one place that says what "approved" means for token lists. The asset versions come with the asset registry
 * (table token_asset_proposals, status 'Approved'); on a database without that table no token is approved.
 */
export async function approvedTokenRoots(db: Kysely<ChainSchema>, roots: readonly string[]): Promise<Set<string>> {
  if (roots.length === 0) return new Set();
  const table = await sql<{ name: string | null }>`SELECT to_regclass('token_asset_proposals')::text AS name`.execute(db);
  if (!table.rows[0]?.name) return new Set();
  const approved = await sql<{ root_address: string }>`
    SELECT DISTINCT root_address FROM token_asset_proposals
    WHERE status = 'Approved' AND root_address IN (${sql.join(roots)})`.execute(db);
  return new Set(approved.rows.map((row) => row.root_address));
}
