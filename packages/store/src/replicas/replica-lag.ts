import type pg from 'pg';

/** The newest masterchain block an index holds and when it was made (unix seconds); null before the first block. */
export interface IndexTime {
  readonly mcSeqno: number;
  readonly genUtime: number | null;
}

/**
 * How many seconds a streaming replica's data lies behind its primary's: the larger of
 * - PostgreSQL's own measure, 0 while the replica has replayed all it received, else the age of the last transaction
 *   it replayed (a server not in recovery, a primary named as a replica, has none);
 * - the index's: how much older the replica's newest masterchain block is than the primary's, when the primary's is
 *   known (`primary`): a replica restarting replays up to a consistent state before it streams again, and then
 *   PostgreSQL's measure alone would take its older index for a current one.
 * A replica holding no index while its primary holds one lags without bound.
 */
export async function readReplicaLag(pool: pg.Pool, primary: IndexTime | null): Promise<number> {
  const walLag = await readWalLag(pool);
  if (primary === null || primary.genUtime === null) return walLag;
  const replica = await readIndexTime(pool);
  if (replica === null || replica.genUtime === null) return Number.POSITIVE_INFINITY;
  return Math.max(walLag, primary.genUtime - replica.genUtime);
}

async function readWalLag(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ lag: number }>(
    `SELECT CASE
       WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
       ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0)
     END::float8 AS lag`,
  );
  return Math.max(0, Number(result.rows[0]?.lag ?? 0));
}

/** The index's head as the pool's server holds it; null when it holds no checkpoint (or no schema yet). */
export async function readIndexTime(pool: pg.Pool): Promise<IndexTime | null> {
  const result = await pool.query<{ mc_seqno: number; gen_utime: string | null }>(
    `SELECT checkpoint.mc_seqno, blocks.gen_utime::text AS gen_utime
       FROM checkpoint LEFT JOIN blocks ON blocks.workchain = -1 AND blocks.seqno = checkpoint.mc_seqno
      WHERE checkpoint.id = 1`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return { mcSeqno: Number(row.mc_seqno), genUtime: row.gen_utime === null ? null : Number(row.gen_utime) };
}
