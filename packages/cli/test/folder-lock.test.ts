import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderInUseError, lockFileOf, lockFolder, type LockHolder } from '../src/folder-lock.js';

const root = mkdtempSync(join(tmpdir(), 'tvmscan-folder-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
const newFolder = () => join(root, `folder-${++folders}`);

function holder(pid: number, extra: Partial<LockHolder> = {}): LockHolder {
  return { pid, host: hostname(), command: 'tvmscan serve --data x', since: '2026-11-24T00:00:00.000Z', ...extra };
}

function writeLock(folder: string, content: LockHolder | string): void {
  writeFileSync(lockFileOf(folder), typeof content === 'string' ? content : JSON.stringify(content));
}

/** A pid that was a process and no longer is. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

function startTicksOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

describe('lockFolder', () => {
  it('holds a folder until released, refusing a second taker with the holder named, then lets it be taken again', () => {
    const folder = newFolder();
    const lock = lockFolder(folder, 'database folder');
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    let refusal: unknown;
    try {
      lockFolder(folder, 'database folder');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(FolderInUseError);
    expect((refusal as Error).message).toMatch(
      new RegExp(`^the database folder ${folder} is in use by another tvmscan process \\(pid ${process.pid}, .*\\)\\. Stop it first`),
    );
    lock.release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
    lockFolder(folder, 'database folder').release();
  });

  it('takes over the lock of a dead process', () => {
    const folder = newFolder();
    writeLock(folder, holder(deadPid()));
    const lock = lockFolder(folder, 'devnet folder');
    expect(JSON.parse(readFileSync(lockFileOf(folder), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const folder = newFolder();
    writeLock(folder, '{"pid":');
    lockFolder(folder, 'devnet folder').release();
  });

  it.runIf(existsSync('/proc/self/stat'))('refuses a live holder, and takes over its pid once reused by another process', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const pid = sleeper.pid!;
      const folder = newFolder();
      writeLock(folder, holder(pid, { startTicks: startTicksOf(pid) }));
      expect(() => lockFolder(folder, 'devnet folder')).toThrow(`(pid ${pid}, \`tvmscan serve --data x\`, since 2026-11-24T00:00:00.000Z)`);
      writeLock(folder, holder(pid, { startTicks: startTicksOf(pid) - 1 }));
      lockFolder(folder, 'devnet folder').release();
      writeLock(folder, holder(pid, { startTicks: startTicksOf(pid), bootId: 'an earlier boot' }));
      lockFolder(folder, 'devnet folder').release();
    } finally {
      sleeper.kill();
    }
  });

  it('is released when the process exits', () => {
    const folder = newFolder();
    const script = `import { lockFolder } from ${JSON.stringify(new URL('../src/folder-lock.ts', import.meta.url).href)};
lockFolder(${JSON.stringify(folder)}, 'devnet folder'); console.log('locked');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('locked');
    expect(existsSync(lockFileOf(folder))).toBe(false);
  });
});
