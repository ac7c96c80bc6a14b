import { afterEach, describe, expect, it } from 'vitest';
import {
  advanceCheckpoint,
  announceCommit,
  listenToCommits,
  openDatabase,
  readCheckpoint,
  type CommitNotice,
  type NoticeSubscription,
} from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';

/**
 * The channel is the PostgreSQL server's, shared with the other test files' indexers: a test counts only the notices
 * of its own seqnos, far above theirs.
 */
const OURS = 900_000_000;

/** Resolves with the next notice, or rejects after `ms`. */
function nextNotice(notices: CommitNotice[], ms = 5_000): Promise<CommitNotice> {
  const seen = notices.length;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      if (notices.length > seen) return resolve(notices[seen]!);
      if (Date.now() - started > ms) return reject(new Error('no notice came'));
      setTimeout(look, 10);
    };
    look();
  });
}

describe.each(testDatabaseKinds())('commit notices on %s', (kind) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });
  const open = async (): Promise<TestDatabase> => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    return database;
  };
  const listen = async (database: Pick<TestDatabase, 'listen'>, notices: CommitNotice[]): Promise<NoticeSubscription> => {
    const subscription = await listenToCommits(database as TestDatabase, (notice) => {
      if (notice.fromMcSeqno >= OURS) notices.push(notice);
    });
    opened.push(subscription);
    return subscription;
  };

  it('tells a listener of each committed group after its commit, when a read sees the checkpoint, and never of a rolled-back one', async () => {
    const database = await open();
    // On PostgreSQL the reader is another process's pool: a second connection to the same schema.
    const reader = database.url ? await openDatabase({ url: database.url }) : database;
    if (reader !== database) opened.push(reader);
    const notices: CommitNotice[] = [];
    await listen(reader, notices);

    const rolledBack = database.db
      .transaction()
      .execute(async (trx) => {
        await announceCommit(trx, { fromMcSeqno: OURS + 1, mcSeqno: OURS + 1 });
        throw new Error('the group failed');
      })
      .catch(() => 'rolled back');
    expect(await rolledBack).toBe('rolled back');

    const first = nextNotice(notices);
    await database.db.transaction().execute(async (trx) => {
      await advanceCheckpoint(trx, { mcSeqno: OURS + 3, source: 'test', startMcSeqno: 0 });
      await announceCommit(trx, { fromMcSeqno: OURS + 1, mcSeqno: OURS + 3 });
    });
    expect(await first).toEqual({ fromMcSeqno: OURS + 1, mcSeqno: OURS + 3 });
    expect((await readCheckpoint(reader.db))?.mcSeqno).toBe(OURS + 3);
    expect(notices).toHaveLength(1);
  });

  it('stops telling once closed', async () => {
    const database = await open();
    const notices: CommitNotice[] = [];
    const subscription = await listen(database, notices);
    await subscription.close();
    await database.db.transaction().execute((trx) => announceCommit(trx, { fromMcSeqno: OURS + 1, mcSeqno: OURS + 1 }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notices).toEqual([]);
  });
});
