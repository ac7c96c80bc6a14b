import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { CliError } from './cli-error.js';

/** Who holds a folder: written once, whole, into the folder's lock file. */
export interface LockHolder {
  readonly pid: number;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the holder. */
  readonly startTicks?: number;
  /** The kernel's boot id (Linux): a lock written before a reboot is stale whatever its pid. */
  readonly bootId?: string;
  readonly host: string;
  readonly command: string;
  readonly since: string;
}

/** A second process asked for a folder that a live process holds. */
export class FolderInUseError extends CliError {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
    what: string,
  ) {
    super(
      'folder-in-use',
      `the ${what} ${folder} is in use by another tvmscan process (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, ` +
        `\`${holder.command}\`, since ${holder.since}). Stop it first, or pass another --data.`,
    );
  }
}

export interface FolderLock {
  readonly folder: string;
  release(): void;
}

const heldHere = new Set<string>();
/** The `.takeover` file lives for microseconds; one older than this was left by a process killed while holding it. */
const TAKEOVER_STALE_MS = 5_000;

/** The lock file of a folder: beside it, so the folder's own contents (a database, a chain) are left as they are. */
export function lockFileOf(folder: string): string {
  return `${resolve(folder)}.lock`;
}

/**
 * Takes the folder for this process: creates its lock file atomically, or refuses with the holder's pid when a live
 * process holds it. A lock left by a dead process (killed, crashed, or before a reboot) is taken over. The lock is
 * released by `release()`, and at the latest when this process exits.
 */
export function lockFolder(folder: string, what: string): FolderLock {
  const path = lockFileOf(folder);
  const me = currentHolder();
  const draft = `${path}.${process.pid}.tmp`;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(draft, JSON.stringify(me) + '\n');
  try {
    for (let attempt = 0; !tryLink(draft, path); attempt++) {
      const holder = readHolder(path);
      if (holder !== null && isAlive(holder, path)) throw new FolderInUseError(resolve(folder), holder, what);
      if (attempt >= 5) throw new Error(`could not take over the stale lock ${path}; remove it if no tvmscan process uses ${resolve(folder)}`);
      if (holder !== null) removeStale(path, holder);
    }
  } finally {
    unlinkSync(draft);
  }
  heldHere.add(path);
  const release = () => {
    process.removeListener('exit', release);
    if (!heldHere.delete(path)) return;
    if (sameHolder(readHolder(path), me)) unlinkQuietly(path);
  };
  process.on('exit', release);
  return { folder: resolve(folder), release };
}

/**
 * Removes a dead holder's lock file, unless it changed meanwhile. Two processes taking over at once must not both
 * succeed (one could remove the lock the other just made), so this happens under a short-lived `.takeover` file.
 */
function removeStale(path: string, holder: LockHolder): void {
  const takeover = `${path}.takeover`;
  try {
    writeFileSync(takeover, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - (statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > TAKEOVER_STALE_MS) unlinkQuietly(takeover);
    return;
  }
  try {
    if (sameHolder(readHolder(path), holder)) unlinkQuietly(path);
  } finally {
    unlinkQuietly(takeover);
  }
}

function sameHolder(a: LockHolder | null, b: LockHolder): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function tryLink(draft: string, path: string): boolean {
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The holder named in a lock file; null when the file is gone (released meanwhile). */
function readHolder(path: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    if (Number.isSafeInteger(holder.pid) && holder.pid > 0) return holder;
  } catch {
    // An unreadable lock file cannot name a live holder: it is treated as stale below.
  }
  return { pid: 0, host: '?', command: '?', since: '?' };
}

function isAlive(holder: LockHolder, path: string): boolean {
  if (holder.pid === 0) return false;
  if (holder.pid === process.pid) return heldHere.has(path);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const bootId = readBootId();
  if (holder.bootId !== undefined && bootId !== undefined && holder.bootId !== bootId) return false;
  const startTicks = readStartTicks(holder.pid);
  return holder.startTicks === undefined || startTicks === undefined || holder.startTicks === startTicks;
}

function currentHolder(): LockHolder {
  const startTicks = readStartTicks(process.pid);
  const bootId = readBootId();
  return {
    pid: process.pid,
    ...(startTicks === undefined ? {} : { startTicks }),
    ...(bootId === undefined ? {} : { bootId }),
    host: hostname(),
    command: commandLine(),
    since: new Date().toISOString(),
  };
}

function commandLine(): string {
  const [, script, ...args] = process.argv;
  const name = script === undefined ? 'node' : basename(script).replace(/\.[cm]?[jt]s$/, '');
  return [name, ...args].join(' ');
}

/** Field 22 of /proc/PID/stat; the fields are counted after the command name, which may hold spaces and parentheses. */
function readStartTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.isSafeInteger(ticks) ? ticks : undefined;
  } catch {
    return undefined;
  }
}

function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}
