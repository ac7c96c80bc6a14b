import { sql, type Insertable } from 'kysely';
import { chunkRows } from '../sql/insert-rows.js';
import type { Writer } from '../schema.js';
import type { TokenTransactionsTable } from './token-schema.js';

type TokenTransactionRow = Insertable<TokenTransactionsTable>;

/** A root's holders as a write leaves them. */
export interface TokenHoldersRow {
  root_address: string;
  holders: bigint;
}

/** A root's holders at the end of a day's operations of a write (day: the start of the UTC day). */
export interface TokenHoldersDailyRow {
  root_address: string;
  day: number;
  holders: bigint;
}

/** The length of the window of the roots' transfer figures. */
export const ACTIVITY_WINDOW_SECONDS = 86_400;

/** The token transactions the transfer figures count: all but Receive, the receiving half of a transfer already counted at its Send. */
export function countsAsTransfer(row: Pick<TokenTransactionRow, 'kind' | 'root_address'>): boolean {
  return row.kind !== 'Receive' && row.root_address !== '';
}

/** The holders the indexer holds for each root replace the stored ones. */
export async function upsertHolders(trx: Writer, rows: readonly TokenHoldersRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('token_root_stats')
      .values(chunk)
      .onConflict((oc) => oc.column('root_address').doUpdateSet((eb) => ({ holders: eb.ref('excluded.holders') })))
      .execute();
  }
}

/** A day's holders of a root replace what an earlier write recorded for that day. */
export async function upsertHoldersDaily(trx: Writer, rows: readonly TokenHoldersDailyRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('token_holders_daily')
      .values(chunk)
      .onConflict((oc) => oc.columns(['root_address', 'day']).doUpdateSet((eb) => ({ holders: eb.ref('excluded.holders') })))
      .execute();
  }
}

/**
 * Moves the end of the 24-hour window to `headTime` (never back) and takes out of the roots' figures the stored
 * transfers the window lets go of; the first window is summed from the stored transfers. Returns the window's start:
 * transfers with a later block time are in it. With `headTime` null the window stays (null when there is none).
 */
export async function advanceActivityWindow(trx: Writer, headTime: number | null): Promise<number | null> {
  const stored = await trx.selectFrom('token_activity_window').select('head_time').where('id', '=', 1).executeTakeFirst();
  const previous = stored === undefined ? null : Number(stored.head_time);
  if (headTime === null || (previous !== null && headTime <= previous)) return previous === null ? null : previous - ACTIVITY_WINDOW_SECONDS;
  await trx
    .insertInto('token_activity_window')
    .values({ id: 1, head_time: headTime })
    .onConflict((oc) => oc.column('id').doUpdateSet({ head_time: headTime }))
    .execute();
  const start = headTime - ACTIVITY_WINDOW_SECONDS;
  if (previous === null) await sumStoredTransfers(trx, start);
  else await takeOutTransfers(trx, previous - ACTIVITY_WINDOW_SECONDS, start);
  return start;
}

/** The figures of every root from the stored transfers after `start`. */
async function sumStoredTransfers(trx: Writer, start: number): Promise<void> {
  await sql`
    INSERT INTO token_root_stats AS stats (root_address, transfers_24h, volume_24h)
    SELECT root_address, count(*), sum(amount) FROM token_transactions
    WHERE kind <> 'Receive' AND root_address <> '' AND block_time > ${start}
    GROUP BY root_address
    ON CONFLICT (root_address) DO UPDATE SET transfers_24h = excluded.transfers_24h, volume_24h = excluded.volume_24h`.execute(trx);
}

/** Takes the stored transfers with a block time in (from, to] out of their roots' figures. */
async function takeOutTransfers(trx: Writer, from: number, to: number): Promise<void> {
  await sql`
    UPDATE token_root_stats AS stats
    SET transfers_24h = stats.transfers_24h - expired.count, volume_24h = stats.volume_24h - expired.amount
    FROM (
      SELECT root_address, count(*) AS count, sum(amount) AS amount FROM token_transactions
      WHERE block_time > ${from} AND block_time <= ${to} AND kind <> 'Receive' AND root_address <> ''
      GROUP BY root_address
    ) AS expired
    WHERE stats.root_address = expired.root_address`.execute(trx);
}

/** Adds the write's transfers inside the window (block time after `start`) to their roots' figures. */
export async function addToActivityWindow(trx: Writer, transactions: readonly TokenTransactionRow[], start: number): Promise<void> {
  const sums = new Map<string, { root_address: string; transfers_24h: bigint; volume_24h: bigint }>();
  for (const row of transactions) {
    if (!countsAsTransfer(row) || Number(row.block_time) <= start) continue;
    const sum = sums.get(row.root_address);
    if (sum) {
      sum.transfers_24h += 1n;
      sum.volume_24h += BigInt(row.amount);
    } else {
      sums.set(row.root_address, { root_address: row.root_address, transfers_24h: 1n, volume_24h: BigInt(row.amount) });
    }
  }
  for (const chunk of chunkRows([...sums.values()])) {
    await trx
      .insertInto('token_root_stats')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('root_address').doUpdateSet((eb) => ({
          transfers_24h: eb('token_root_stats.transfers_24h', '+', eb.ref('excluded.transfers_24h')),
          volume_24h: eb('token_root_stats.volume_24h', '+', eb.ref('excluded.volume_24h')),
        })),
      )
      .execute();
  }
}
