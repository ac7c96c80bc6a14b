import { lowSpaceAt, mebibytes } from './free-space.js';
import { StoreError } from './store-error.js';

/** The embedded database's folder could not be opened: names the folder and what to do. */
export class DatabaseOpenError extends StoreError {
  constructor(
    readonly folder: string,
    cause: unknown,
  ) {
    super('database-open', messageFor(folder, cause), { cause });
  }
}

function messageFor(folder: string, cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EEXIST' || code === 'ENOTDIR')
    return `${folder} should be the embedded database's folder but is a file: move it away, or pass another --data`;
  const reason = cause instanceof Error && cause.message ? cause.message : String(cause);
  const lowSpace = lowSpaceAt(folder);
  if (lowSpace !== undefined) {
    return `no space left on device at ${folder} (${mebibytes(lowSpace)} free): the embedded database cannot be opened (${reason}); free space and start again`;
  }
  return (
    `the embedded database in ${folder} cannot be opened (${reason}). It must be a folder this user can write to; ` +
    `if it is damaged, move it away and index again into a new one (tvmscan import, index or start)`
  );
}
