import { DatabaseStoppedError, freeBytesAt, mebibytes, MIB, type ChainRows, type Database } from '@tvmscan/store';
import { IndexerError } from '../indexer-error.js';

/** Free space kept beside the index by default: a few WAL segments, and room for the API's own small writes. */
export const DEFAULT_MIN_FREE_BYTES = 64 * MIB;

/**
 * Bytes of disk a group takes per byte of its rows' COPY text, with a margin: on a devnet import, 1.3 in the tables
 * and their indexes and about 2 in the WAL, which grows by 16 MiB segments (the minimum free space covers one).
 */
const BYTES_ON_DISK_PER_TEXT_BYTE = 4;

/** PostgreSQL's SQLSTATE `disk_full`: a file could not be extended or written for lack of space. */
const DISK_FULL_SQLSTATE = '53100';

/**
 * Keeps an embedded index from filling its disk: a group is written only while its file system has room for it
 * besides `minFreeBytes`. A write refused here, or failing for lack of space (on PostgreSQL too), stops the run
 * with a 'disk-full' IndexerError that names the place and the last masterchain block committed.
 */
export class WriteRoom {
  constructor(
    private readonly database: Database,
    private readonly minFreeBytes: number,
  ) {}

  /** Throws the 'disk-full' error when the group's rows would leave less than the minimum free. */
  ensureFor(rows: ChainRows, committedMcSeqno: number): void {
    const folder = this.database.folder;
    if (folder === undefined) return;
    const needed = this.minFreeBytes + BYTES_ON_DISK_PER_TEXT_BYTE * renderedBytes(rows);
    const free = freeBytesAt(folder);
    if (free < needed) throw this.diskFull(committedMcSeqno, `${mebibytes(free)} free, ${mebibytes(needed)} kept for the next write`);
  }

  /** The failure of a write as the 'disk-full' error when it failed for lack of space; else as it is. */
  explain(error: unknown, committedMcSeqno: number): unknown {
    if (error instanceof DatabaseStoppedError && error.lowSpaceBytes !== undefined) {
      return this.diskFull(committedMcSeqno, `${mebibytes(error.lowSpaceBytes)} free; the embedded database stopped`, error);
    }
    if ((error as { code?: unknown } | null)?.code === DISK_FULL_SQLSTATE) {
      return this.diskFull(committedMcSeqno, (error as Error).message, error);
    }
    return error;
  }

  private diskFull(committedMcSeqno: number, detail: string, cause?: unknown): IndexerError {
    const place = this.database.folder ?? `the database server (${this.database.location})`;
    return new IndexerError(
      'disk-full',
      `no space left on device at ${place} (${detail}); free space and restart — the index is consistent up to masterchain #${committedMcSeqno}`,
      cause === undefined ? {} : { cause },
    );
  }
}

/** The length of the group's rows already rendered to COPY text: the bulk of what it writes. */
function renderedBytes(rows: ChainRows): number {
  const { blocks, transactions, messages, accountBlocks } = rows.rendered;
  return [...blocks, ...transactions, ...messages, ...accountBlocks].reduce((sum, chunk) => sum + chunk.text.length, 0);
}
