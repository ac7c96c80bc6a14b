import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ENV, latestMcSeqnoAtLeast, runCli, runCliToEnd } from './running-cli.js';

const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface BlockRow {
  seqno: number;
  rootHash: string;
}
const FIRST_MC_BLOCK = { limit: 1, workchain: -1, ordering: { by: 'seqno', order: 'ASC' } };
const START = ['start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--interval', '250'];

describe('one tvmscan process per data folder', () => {
  let firstBlock: BlockRow | undefined;

  it('refuses a second start, serve, migrate or devnet naming the holder; a SIGKILLed holder is taken over', async () => {
    const first = await runCli(START);
    try {
      const before = await latestMcSeqnoAtLeast(first, 2);
      firstBlock = (await first.api<{ blocks: BlockRow[] }>('/blocks/list', FIRST_MC_BLOCK)).blocks[0]!;
      const inUse = (folder: string) =>
        new RegExp(`the ${folder} .* is in use by another tvmscan process \\(pid ${first.pid}, \`tvmscan start --data `);

      const secondStart = runCliToEnd(START);
      expect(secondStart.status).toBe(1);
      expect(secondStart.stderr).toMatch(inUse('database folder'));
      expect(secondStart.stderr).toMatch(/Stop it first, or pass another --data/);

      const secondServe = runCliToEnd(['serve', '--data', dataDir, '--port', '0']);
      expect(secondServe.status).toBe(1);
      expect(secondServe.stderr).toMatch(inUse('database folder'));

      expect(runCliToEnd(['migrate', '--data', dataDir]).stderr).toMatch(inUse('database folder'));
      expect(runCliToEnd(['devnet', '--data', dataDir, '--port', '0']).stderr).toMatch(inUse('devnet folder'));
      // With PostgreSQL the database needs no folder, but the devnet's folder is still taken (refused before connecting).
      const onPostgres = runCliToEnd(START, { ...EMBEDDED_ENV, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' });
      expect(onPostgres.status).toBe(1);
      expect(onPostgres.stderr).toMatch(inUse('devnet folder'));

      // The first is unharmed: still running and indexing its chain.
      expect(await latestMcSeqnoAtLeast(first, before + 3)).toBeGreaterThan(before);
      expect(first.child.exitCode).toBeNull();
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }

    const next = await runCli(START);
    try {
      await latestMcSeqnoAtLeast(next, 1);
      expect((await next.api<{ blocks: BlockRow[] }>('/blocks/list', FIRST_MC_BLOCK)).blocks[0]).toEqual(firstBlock);
    } finally {
      next.child.kill('SIGINT');
      expect(await next.exited).toBe(0);
    }
    expect(readdirSync(dataDir).filter((name) => name.includes('.lock'))).toEqual([]);
    expect(existsSync(join(dataDir, 'devnet', 'blocks.log'))).toBe(true);
  }, 180_000);
});
