import { embeddedDatabaseFolder, type DatabaseOptions } from '@tvmscan/store';
import { lockFolder, type FolderLock } from './folder-lock.js';

interface DataFolderUse {
  /** The index database a command opens: its folder is locked when it is the embedded one. */
  readonly database?: DatabaseOptions;
  /** The devnet folder a command runs the devnet in. */
  readonly devnetDir?: string | undefined;
}

/**
 * Takes the folders a command writes, before anything in them is opened: two processes on one embedded database
 * lose commits, and two devnets on one chain fork it. Returns the release (also done when the process exits).
 */
export function lockDataFolders(use: DataFolderUse): () => void {
  const locks: FolderLock[] = [];
  const release = () => locks.splice(0).forEach((lock) => lock.release());
  try {
    const databaseFolder = use.database && embeddedDatabaseFolder(use.database);
    if (databaseFolder !== undefined) locks.push(lockFolder(databaseFolder, 'database folder'));
    if (use.devnetDir !== undefined) locks.push(lockFolder(use.devnetDir, 'devnet folder'));
  } catch (error) {
    release();
    throw error;
  }
  return release;
}
