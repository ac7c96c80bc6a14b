import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { chainChecksum, openDatabase } from '@tvmscan/store';
import { openTestDatabase } from '@tvmscan/store/testing';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');

/** Where `tvmscan import` writes: a fresh embedded data folder or PostgreSQL schema. */
export interface ImportTarget {
  /** Extra arguments and environment that point `tvmscan import` at the database. */
  readonly args: string[];
  readonly env: NodeJS.ProcessEnv;
  checksum(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Runs `tvmscan import` of `files` (one masterchain block per transaction, `options` before the files); with
 * `killAfterMs`, SIGKILLs it then.
 */
export function runImport(
  target: ImportTarget,
  files: readonly string[],
  killAfterMs?: number,
  options: readonly string[] = [],
): Promise<{ killed: boolean; code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, 'import', '--group', '1', ...target.args, ...options, ...files], {
      env: { ...process.env, ...target.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = killAfterMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      done({ killed: signal === 'SIGKILL', code, stderr });
    });
  });
}

async function timeOf(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function importTarget(kind: 'pglite' | 'postgres'): Promise<ImportTarget> {
  if (kind === 'postgres') {
    const database = await openTestDatabase('postgres');
    return { args: [], env: { DATABASE_URL: database.url! }, checksum: () => chainChecksum(database.db), close: () => database.close() };
  }
  return embeddedTarget(mkdtempSync(join(tmpdir(), 'tvmscan-crash-')));
}

/** The embedded database in data folder `dir` (removed at close). */
export function embeddedTarget(dir: string): ImportTarget {
  return {
    args: ['--data', dir],
    env: { DATABASE_URL: '' },
    checksum: async () => {
      const database = await openDatabase({ dataDir: dir });
      try {
        return await chainChecksum(database.db);
      } finally {
        await database.close();
      }
    },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Imports `files` (with the import's `options`) once uninterrupted, then again with `kills` SIGKILLs at random moments past the start-up, each
 * run resuming the last, and expects the killed import's tables to end exactly as the uninterrupted one's. Every
 * target made is pushed to `targets` (for the caller to close). Gives the uninterrupted checksum.
 */
export async function expectKillsChangeNothing(
  kind: 'pglite' | 'postgres',
  files: readonly string[],
  kills: number,
  targets: ImportTarget[],
  options: readonly string[] = [],
): Promise<Record<string, string>> {
  const reference = await importTarget(kind);
  targets.push(reference);
  const started = performance.now();
  const clean = await runImport(reference, files, undefined, options);
  expect(clean.code, clean.stderr).toBe(0);
  const fullRunMs = performance.now() - started;
  const startupMs = await timeOf(() => runImport(reference, files, undefined, options));
  const importMs = Math.max(200, fullRunMs - startupMs);
  const expected = await reference.checksum();
  let crashed = await importTarget(kind);
  targets.push(crashed);
  let killed = 0;
  let seed = 20261121;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  while (killed < kills) {
    // Past the start-up, a small random slice of the import: each kill lands mid-import and moves it a little.
    const run = await runImport(crashed, files, Math.round(startupMs + (importMs / kills) * random()), options);
    if (run.killed) {
      killed++;
      continue;
    }
    // A fast machine can finish the import between kills: that run must hold exactly the uninterrupted rows,
    // and the kills go on against a new, empty database.
    expect(run.code, run.stderr).toBe(0);
    expect(await crashed.checksum()).toEqual(expected);
    crashed = await importTarget(kind);
    targets.push(crashed);
  }
  const last = await runImport(crashed, files, undefined, options);
  expect(last.code, last.stderr).toBe(0);
  expect(await crashed.checksum()).toEqual(expected);
  return expected;
}
