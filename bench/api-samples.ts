import type pg from 'pg';

/** Real values from the benchmarked database, picked from the middle of the chain. */
export interface ApiSamples {
  /** A transaction with an inbound message and outbound messages. */
  readonly transactionHash: string;
  /** A workchain-0 block. */
  readonly block: { readonly workchain: number; readonly shard: string; readonly seqno: number };
  /** The raw address that sent the most messages. */
  readonly busyAccount: string;
  /** A message hash (the sample transaction's inbound message). */
  readonly messageHash: string;
}

/** Token values for the token calls: the root with the most holders and the owner with the most token wallets. */
export interface TokenSamples {
  readonly busyRoot: string;
  readonly busyOwner: string;
}

export class SampleError extends Error {
  override readonly name = 'SampleError';
}

export async function countTransactions(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>('SELECT count(*) AS count FROM transactions');
  return Number(rows[0]!.count);
}

export async function pickSamples(pool: pg.Pool): Promise<ApiSamples> {
  const middle = await one<{ mc_seqno: number }>(
    pool,
    'SELECT mc_seqno / 2 AS mc_seqno FROM checkpoint',
    [],
    'no checkpoint: is the database indexed?',
  );
  const transaction = await one<{ hash: string; in_msg_hash: string }>(
    pool,
    `SELECT hash, in_msg_hash FROM transactions
     WHERE mc_seqno = (SELECT min(mc_seqno) FROM transactions WHERE mc_seqno >= $1) AND in_msg_hash IS NOT NULL AND out_msg_count > 0
     ORDER BY lt, hash LIMIT 1`,
    [middle.mc_seqno],
    'no transaction with inbound and outbound messages in the middle of the chain',
  );
  const block = await one<{ workchain: number; shard: string; seqno: number }>(
    pool,
    'SELECT workchain, shard, seqno FROM blocks WHERE workchain = 0 AND mc_seqno >= $1 ORDER BY mc_seqno, shard LIMIT 1',
    [middle.mc_seqno],
    'no workchain-0 block in the second half of the chain',
  );
  const account = await one<{ src_workchain: number; src_address: string }>(
    pool,
    `SELECT src_workchain, src_address FROM messages WHERE src_address IS NOT NULL
     GROUP BY src_workchain, src_address ORDER BY count(*) DESC, src_address LIMIT 1`,
    [],
    'no internal messages',
  );
  return {
    transactionHash: transaction.hash,
    block,
    busyAccount: `${account.src_workchain}:${account.src_address}`,
    messageHash: transaction.in_msg_hash,
  };
}

/** The token samples, or null when the database holds no token wallets (the token calls are then left out). */
export async function pickTokenSamples(pool: pg.Pool): Promise<TokenSamples | null> {
  const root = await pool.query<{ root_address: string }>(
    'SELECT root_address FROM token_wallets WHERE balance > 0 GROUP BY root_address ORDER BY count(*) DESC, root_address LIMIT 1',
  );
  const owner = await pool.query<{ owner_address: string }>(
    'SELECT owner_address FROM token_wallets GROUP BY owner_address ORDER BY count(*) DESC, owner_address LIMIT 1',
  );
  const busyRoot = root.rows[0]?.root_address;
  const busyOwner = owner.rows[0]?.owner_address;
  return busyRoot === undefined || busyOwner === undefined ? null : { busyRoot, busyOwner };
}

async function one<Row extends pg.QueryResultRow>(pool: pg.Pool, sql: string, parameters: unknown[], missing: string): Promise<Row> {
  const { rows } = await pool.query<Row>(sql, parameters);
  if (rows[0] === undefined) throw new SampleError(missing);
  return rows[0];
}
