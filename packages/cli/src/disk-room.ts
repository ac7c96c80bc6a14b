import { DEFAULT_MIN_FREE_BYTES, IndexerError } from '@tvmscan/indexer';
import { DatabaseStoppedError, MIB, type Database } from '@tvmscan/store';
import { UsageError } from './usage-error.js';

export const MIN_FREE_SPACE_FLAG_OPTIONS = { 'min-free-space': { type: 'string' } } as const;

const DEFAULT_MIN_FREE_MIB = DEFAULT_MIN_FREE_BYTES / MIB;

export const MIN_FREE_SPACE_HELP = `  --min-free-space MIB   the free space the embedded database keeps on its disk (default ${DEFAULT_MIN_FREE_MIB}): indexing stops,
                         saying so, before a write would leave less (a full disk is refused the same way)`;

/** `--min-free-space MIB` in bytes. */
export function parseMinFreeSpace(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MIN_FREE_BYTES;
  if (!/^\d{1,7}$/.test(text)) throw new UsageError(`--min-free-space must be a whole number of MiB, not '${text}'`);
  return Number(text) * MIB;
}

/** The indexer stopped because its disk is full, while the database itself still answers (it can be served). */
export function isDiskFullWithDatabaseUp(error: unknown): error is IndexerError {
  return error instanceof IndexerError && error.code === 'disk-full' && !(error.cause instanceof DatabaseStoppedError);
}

/**
 * Ends the process with the reason when the embedded database stops for good (PostgreSQL aborted inside it, most
 * often on a full disk): nothing can be read or written any more, so a supervisor must see the process end.
 */
export function exitWhenDatabaseStops(database: Database, command: string): void {
  void database.stopped?.then((error) => {
    const what = error.lowSpaceBytes === undefined ? '' : '; free space and restart (the index is consistent up to its checkpoint)';
    console.error(`tvmscan ${command}: ${error.message}${what}`);
    process.exit(1);
  });
}
