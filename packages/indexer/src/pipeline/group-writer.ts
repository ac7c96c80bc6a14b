import { advanceCheckpoint, announceCommit, writeChainRows, type ChainRows, type Database } from '@tvmscan/store';
import type { PreparedBatch } from './prepared-batch.js';
import { WriteRoom } from './write-room.js';

export interface IndexProgress {
  /** The masterchain seqno the checkpoint now stands at. */
  readonly mcSeqno: number;
  /** Totals of this run. */
  readonly batches: number;
  readonly blocks: number;
  readonly transactions: number;
}

export interface GroupWriterOptions {
  readonly database: Database;
  /** Recorded with the checkpoint. */
  readonly sourceName: string;
  /** The index's first masterchain block, recorded by its first checkpoint. */
  readonly startMcSeqno: number;
  /** No write starts once it is aborted; the one in flight completes. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: IndexProgress) => void;
  /** Free space an embedded index keeps on its disk besides the group being written (see `WriteRoom`). */
  readonly minFreeBytes: number;
}

/**
 * Writes groups in the order given, each in one database transaction together with the checkpoint and the notice of
 * its commit (`announceCommit`, what the API's streams wake on), one write in
 * flight while the caller derives the next group. After a failed write nothing more is written: the failure is
 * thrown to the next call. A group that would leave its disk without room, or whose write fails for lack of space,
 * is a 'disk-full' IndexerError.
 */
export class GroupWriter {
  private inFlight: Promise<void> = Promise.resolve();
  private readonly room: WriteRoom;
  /** How many groups are committed. */
  committed = 0;

  constructor(
    private readonly options: GroupWriterOptions,
    private progress: IndexProgress,
  ) {
    this.room = new WriteRoom(options.database, options.minFreeBytes);
  }

  /** Waits for the write in flight (throwing its failure), then starts writing the group. */
  async write(group: readonly PreparedBatch[], rows: ChainRows): Promise<void> {
    await this.inFlight;
    if (this.options.signal?.aborted) return;
    const write = this.commit(group, rows);
    // Handled here so that a failure does not go unobserved while the next group is derived; awaiting
    // `inFlight` throws it.
    write.catch(() => undefined);
    this.inFlight = write;
  }

  /** Waits for the last write and gives the progress of the run (throwing the failure of a write). */
  async finish(): Promise<IndexProgress> {
    await this.inFlight;
    return this.progress;
  }

  /** Waits until no write is in flight, whatever its outcome (the run is stopping on another error). */
  async settle(): Promise<void> {
    await this.inFlight.catch(() => undefined);
  }

  private async commit(group: readonly PreparedBatch[], rows: ChainRows): Promise<void> {
    const mcSeqno = group.at(-1)!.seqno;
    this.room.ensureFor(rows, this.progress.mcSeqno);
    // A plain commit waits for its WAL to be written: the embedded database has no WAL writer, so a relaxed commit
    // (synchronous_commit = off) sat in memory and a killed process lost the blocks it had already reported and served.
    await this.options.database.db
      .transaction()
      .execute(async (trx) => {
        await writeChainRows(trx, rows);
        await advanceCheckpoint(trx, { mcSeqno, source: this.options.sourceName, startMcSeqno: this.options.startMcSeqno });
        await announceCommit(trx, { fromMcSeqno: group[0]!.seqno, mcSeqno });
      })
      .catch((error: unknown) => {
        throw this.room.explain(error, this.progress.mcSeqno);
      });
    this.committed += 1;
    this.progress = {
      mcSeqno,
      batches: this.progress.batches + group.length,
      blocks: this.progress.blocks + group.reduce((sum, batch) => sum + batch.blockCount, 0),
      transactions: this.progress.transactions + group.reduce((sum, batch) => sum + batch.transactions.length, 0),
    };
    this.options.onProgress?.(this.progress);
  }
}
