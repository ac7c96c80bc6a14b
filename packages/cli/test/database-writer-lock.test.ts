import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { EMBEDDED_ENV, latestMcSeqnoAtLeast, runCli, runCliToEnd, type RunningCli } from './running-cli.js';

const onPostgres = testDatabaseKinds().includes('postgres');
const root = mkdtempSync(join(tmpdir(), 'tvmscan-writer-lock-'));
const START = ['--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--interval', '300'];

describe.skipIf(!onPostgres)('two writers on one PostgreSQL index', () => {
  let database: TestDatabase;
  let env: NodeJS.ProcessEnv;
  let first: RunningCli;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    env = { ...EMBEDDED_ENV, DATABASE_URL: database.url! };
    first = await runCli(['start', '--data', join(root, 'first'), ...START], env);
    await latestMcSeqnoAtLeast(first, 2);
  }, 180_000);
  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGINT');
      await first.exited;
    }
    await database?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The refusal a second writer prints, naming the first (its command, pid and host). */
  const refusal = () =>
    new RegExp(
      `is being written by another tvmscan writer \\(start pid ${first.pid} on [^,]+(, connected from [^,]+)?, since \\d{4}-[^)]+\\)\\. ` +
        'Stop it first, or point DATABASE_URL at another database or schema\\.',
    );

  it.each([
    ['start', ['start', '--data', join(root, 'second'), ...START]],
    ['index', ['index', '--source', 'devnet', '--devnet-port', '0', '--data', join(root, 'third')]],
    ['import', ['import', '--data', join(root, 'fourth'), join(root, 'first', 'devnet', 'zerostate-masterchain.boc')]],
  ])('refuses a second %s at once with exit 1, naming the first, before starting anything', (command, args) => {
    const run = runCliToEnd(args, env);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^tvmscan ${command}: the index on postgres://`, 'm'));
    expect(run.stderr).toMatch(refusal());
    // No devnet was started for the refused writer.
    expect(existsSync(join(root, 'second', 'devnet'))).toBe(false);
    expect(existsSync(join(root, 'third', 'devnet'))).toBe(false);
  });

  it('lets a reader (serve) run beside the writer', async () => {
    const reader = await runCli(['serve', '--data', join(root, 'reader'), '--port', '0'], env);
    try {
      expect((await reader.api<{ latestMcSeqno: number }>('/stats')).latestMcSeqno).toBeGreaterThanOrEqual(2);
    } finally {
      reader.child.kill('SIGINT');
      expect(await reader.exited).toBe(0);
    }
  });

  it('lets the next writer in once the first has stopped', async () => {
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    const next = await runCli(['start', '--data', join(root, 'first'), ...START], env);
    try {
      await latestMcSeqnoAtLeast(next, 3);
    } finally {
      next.child.kill('SIGINT');
      expect(await next.exited).toBe(0);
    }
  }, 180_000);
});
