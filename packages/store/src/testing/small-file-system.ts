import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A file system of a few mebibytes mounted for a test, to fill it. */
export interface SmallFileSystem {
  /** Where it is mounted (an empty folder at first). */
  readonly path: string;
  /** How it is made: a tmpfs, or an ext4 image on a loop device where a tmpfs cannot be mounted. */
  readonly kind: 'tmpfs' | 'ext4 image';
  /** Gives it more room, keeping what it holds. */
  grow(sizeMib: number): void;
  /** Writes a ballast file (beside `path`'s contents) so that only `freeBytes` stay free; gives the function removing it. */
  fillLeaving(freeBytes: number): () => void;
  unmount(): void;
}

/**
 * Mounts a file system of `sizeMib` MiB: a tmpfs, else an ext4 image on a loop device (both need root, as CI has).
 * Gives the reason instead when neither can be mounted here, for the test to skip with.
 */
export function mountSmallFileSystem(sizeMib: number): SmallFileSystem | string {
  const root = mkdtempSync(join(tmpdir(), 'tvmscan-small-fs-'));
  const path = join(root, 'mount');
  mkdirSync(path);
  const failures: string[] = [];
  for (const mount of [mountTmpfs, mountImage]) {
    try {
      return mount(root, path, sizeMib);
    } catch (error) {
      failures.push(firstLine(error));
    }
  }
  rmSync(root, { recursive: true, force: true });
  return `no small file system could be mounted (root is needed): ${failures.join('; ')}`;
}

function mountTmpfs(root: string, path: string, sizeMib: number): SmallFileSystem {
  run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMib}m`, 'tmpfs', path]);
  return {
    path,
    kind: 'tmpfs',
    grow: (size) => run('mount', ['-o', `remount,size=${size}m`, path]),
    fillLeaving: (freeBytes) => fillLeaving(path, freeBytes),
    unmount: () => unmountAndRemove(root, path),
  };
}

function mountImage(root: string, path: string, sizeMib: number): SmallFileSystem {
  const image = join(root, 'image.ext4');
  run('truncate', ['-s', `${sizeMib}M`, image]);
  run('mkfs.ext4', ['-q', '-m', '0', image]);
  run('mount', ['-o', 'loop', image, path]);
  const device = run('findmnt', ['-n', '-o', 'SOURCE', path]).trim();
  return {
    path,
    kind: 'ext4 image',
    grow: (size) => {
      run('truncate', ['-s', `${size}M`, image]);
      run('losetup', ['-c', device]);
      run('resize2fs', [device]);
    },
    fillLeaving: (freeBytes) => fillLeaving(path, freeBytes),
    unmount: () => unmountAndRemove(root, path),
  };
}

const BALLAST_CHUNK = Buffer.alloc(4 * 1024 * 1024, 0x5a);

function fillLeaving(path: string, freeBytes: number): () => void {
  const ballast = join(path, `ballast-${Date.now()}`);
  const fd = openSync(ballast, 'w');
  try {
    for (let left = freeOf(path) - freeBytes; left > 0; left = freeOf(path) - freeBytes) {
      writeSync(fd, BALLAST_CHUNK, 0, Math.min(left, BALLAST_CHUNK.length));
    }
  } finally {
    closeSync(fd);
  }
  return () => rmSync(ballast, { force: true });
}

function freeOf(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}

function unmountAndRemove(root: string, path: string): void {
  run('umount', ['-l', path]);
  rmSync(root, { recursive: true, force: true });
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function firstLine(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return (stderr || (error as Error).message).split('\n')[0]!;
}
