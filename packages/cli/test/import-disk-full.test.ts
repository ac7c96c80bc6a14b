import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchive } from '@tvmscan/devnet';
import { MIB, openDatabase, readCheckpoint } from '@tvmscan/store';
import { mountSmallFileSystem } from '@tvmscan/store/testing';
import { embeddedTarget, importTarget, runImport, type ImportTarget } from './import-kills.js';

/** Room for two data folders (about 40 MiB each once the zerostates are in) and the space each is left. */
const SIZE_MIB = 256;
/** An import here takes under a minute; one still running after this has hung (PGlite spinning on a full disk). */
const HANG_MS = 240_000;
const DEFAULT_MIN_FREE = 64 * MIB;

const small = mountSmallFileSystem(SIZE_MIB);
const dir = mkdtempSync(join(tmpdir(), 'tvmscan-disk-full-'));
const targets: ImportTarget[] = [];
afterAll(async () => {
  await Promise.all(targets.map((target) => target.close()));
  if (typeof small !== 'string') small.unmount();
  rmSync(dir, { recursive: true, force: true });
});

/** `tvmscan import: no space left on device at FOLDER (…); free space and restart — the index is consistent up to masterchain #N`. */
function stoppedAt(stderr: string, folder: string): number {
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(
    `tvmscan import: no space left on device at ${escaped} \\(.+\\); free space and restart — the index is consistent up to masterchain #(\\d+)`,
  ).exec(stderr);
  expect(match, stderr).not.toBeNull();
  return Number(match![1]);
}

async function checkpointOf(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    return (await readCheckpoint(database.db))?.mcSeqno ?? 0;
  } finally {
    await database.close();
  }
}

describe.skipIf(typeof small === 'string')(
  `tvmscan import on a full disk (${typeof small === 'string' ? small : `a ${SIZE_MIB} MiB ${small.kind}`})`,
  () => {
    let zerostates: string[] = [];
    let files: string[] = [];
    let lastSeqno = 0;
    let expected: Record<string, string> = {};

    beforeAll(async () => {
      const file = join(dir, 'tokens.pack');
      const exported = await exportArchive({ file, transactions: 1_500, seed: 'disk-full', workload: 'tokens', activitiesPerBlock: 30 });
      zerostates = exported.zerostateFiles;
      files = [...zerostates, file];
      const reference = await importTarget('pglite');
      targets.push(reference);
      const clean = await runImport(reference, files);
      expect(clean.code, clean.stderr).toBe(0);
      expected = await reference.checksum();
      lastSeqno = await checkpointOf(reference.args[1]!);
    }, 600_000);

    /**
     * Imports the zerostates into a data folder on the small file system, fills it but for `freeBytes`, imports the
     * archive with `options`, and expects it to stop with status 1 naming the folder and the block it stopped after
     * (its checkpoint); then frees the space, imports again and expects the uninterrupted import's index.
     */
    async function expectStopAndResume(name: string, freeBytes: number, options: string[] = []): Promise<number> {
      if (typeof small === 'string') throw new Error(small);
      const dataDir = join(small.path, name);
      const target = embeddedTarget(dataDir);
      targets.push(target);
      const first = await runImport(target, zerostates);
      expect(first.code, first.stderr).toBe(0);
      const release = small.fillLeaving(freeBytes);
      const full = await runImport(target, files, HANG_MS, options);
      release();
      expect(full.killed, `still running after ${HANG_MS} ms: ${full.stderr}`).toBe(false);
      expect(full.code, full.stderr).toBe(1);
      const stopped = stoppedAt(full.stderr, join(dataDir, 'pglite'));
      expect(await checkpointOf(dataDir)).toBe(stopped);
      const resumed = await runImport(target, files, HANG_MS, options);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(await target.checksum()).toEqual(expected);
      return stopped;
    }

    it('stops before a write would leave less than the free space kept, with status 1, the folder and the last block, and resumes to the uninterrupted index', async () => {
      const stopped = await expectStopAndResume('kept', DEFAULT_MIN_FREE + 6 * MIB);
      expect(stopped).toBeGreaterThan(0);
      expect(stopped).toBeLessThan(lastSeqno);
    }, 900_000);

    it('stops the same way when a write itself fails for space (no free space kept), and resumes to the uninterrupted index', async () => {
      const stopped = await expectStopAndResume('none-kept', 6 * MIB, ['--min-free-space', '0']);
      expect(stopped).toBeLessThan(lastSeqno);
    }, 900_000);
  },
);
