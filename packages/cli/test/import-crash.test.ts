import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chainChecksum, openDatabase } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds } from '@tvmscan/store/testing';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const FILES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc', 'everscale/archive/mainnet-mc1-99.pack'];
const KILLS = 20;

interface Target {
  /** Extra arguments and environment that point `tvmscan import` at the database. */
  readonly args: string[];
  readonly env: NodeJS.ProcessEnv;
  checksum(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** Runs `tvmscan import` (one masterchain block per transaction); with `killAfterMs`, SIGKILLs it then. */
function runImport(target: Target, killAfterMs?: number): Promise<{ killed: boolean; code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, 'import', '--group', '1', ...target.args, ...FILES.map(fixturePath)], {
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

async function target(kind: 'pglite' | 'postgres'): Promise<Target> {
  if (kind === 'postgres') {
    const database = await openTestDatabase('postgres');
    return { args: [], env: { DATABASE_URL: database.url! }, checksum: () => chainChecksum(database.db), close: () => database.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tvmscan-crash-'));
  const env = { DATABASE_URL: '' };
  return {
    args: ['--data', dir],
    env,
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

describeWithFixtures('tvmscan import killed with SIGKILL at random moments', () => {
  const targets: Target[] = [];
  afterAll(async () => {
    await Promise.all(targets.map((t) => t.close()));
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    it(`resumes after ${KILLS} kills to exactly the rows of an uninterrupted import`, { timeout: 600_000 }, async () => {
      const reference = await target(kind);
      targets.push(reference);
      const started = performance.now();
      const clean = await runImport(reference);
      expect(clean.code, clean.stderr).toBe(0);
      const fullRunMs = performance.now() - started;
      const startupMs = await timeOf(() => runImport(reference));
      const importMs = Math.max(200, fullRunMs - startupMs);
      const expected = await reference.checksum();
      let crashed = await target(kind);
      targets.push(crashed);
      let kills = 0;
      let seed = 20261121;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      while (kills < KILLS) {
        // Past the start-up, a small random slice of the import: each kill lands mid-import and moves it a little.
        const run = await runImport(crashed, Math.round(startupMs + (importMs / KILLS) * random()));
        if (run.killed) {
          kills++;
          continue;
        }
        // A fast machine can finish the import between kills: that run must hold exactly the uninterrupted rows,
        // and the kills go on against a new, empty database.
        expect(run.code, run.stderr).toBe(0);
        expect(await crashed.checksum()).toEqual(expected);
        crashed = await target(kind);
        targets.push(crashed);
      }
      const last = await runImport(crashed);
      expect(last.code, last.stderr).toBe(0);
      expect(await crashed.checksum()).toEqual(expected);
    });
  });
});
