import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { NoticeSubscription } from '../notice-subscription.js';
import type { Writer } from '../schema.js';

/** The channel the indexer announces each committed group on (PostgreSQL NOTIFY; the embedded database's own). */
export const COMMIT_CHANNEL = 'tvmscan_commit';

/** What a committed group announces: the masterchain blocks it wrote, `fromMcSeqno` to the checkpoint `mcSeqno`. */
export interface CommitNotice {
  readonly fromMcSeqno: number;
  readonly mcSeqno: number;
}

/**
 * Announces the group inside its transaction: the database delivers the notification at COMMIT (never for a group
 * rolled back), so a listener that reads after it sees the group on the same database.
 */
export async function announceCommit(trx: Writer, notice: CommitNotice): Promise<void> {
  await sql`SELECT pg_notify(${COMMIT_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx);
}

/**
 * Calls `onCommit` for each group any indexer commits to the database. A notice is a wake-up, not the data: a
 * reader reads what its own connection (or replica) holds, up to the checkpoint it reads there. On PostgreSQL the
 * channel is the server's, shared by every schema, so a notice may be another index's: it is told as it came.
 */
export async function listenToCommits(database: Database, onCommit: (notice: CommitNotice) => void): Promise<NoticeSubscription> {
  return database.listen(COMMIT_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (notice) onCommit(notice);
  });
}

function parseNotice(payload: string): CommitNotice | undefined {
  try {
    const value = JSON.parse(payload) as Partial<CommitNotice>;
    if (Number.isSafeInteger(value.fromMcSeqno) && Number.isSafeInteger(value.mcSeqno)) return value as CommitNotice;
  } catch {
    // Not a notice of ours: someone else's NOTIFY on the channel.
  }
  return undefined;
}
