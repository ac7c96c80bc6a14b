import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIB } from '@tvmscan/store';
import { mountSmallFileSystem } from '@tvmscan/store/testing';
import { expectIndexEqualsLog, readChain } from './devnet-log-index.js';
import { latestMcSeqnoAtLeast, runCli, type RunningCli } from './running-cli.js';

const SIZE_MIB = 256;
const DEFAULT_MIN_FREE = 64 * MIB;
/** What a supervisor may expect: the process ends this soon after SIGTERM, whatever it was doing. */
const SIGTERM_BOUND_MS = 5_000;

const small = mountSmallFileSystem(SIZE_MIB);
afterAll(() => {
  if (typeof small !== 'string') small.unmount();
});

interface Readiness {
  readonly ready: boolean;
  readonly reason?: string;
  readonly index?: { mcSeqno: number } | null;
}

async function readiness(cli: RunningCli): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`${cli.url}/ready`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

describe.skipIf(typeof small === 'string')(
  `tvmscan start on a full disk (${typeof small === 'string' ? small : `a ${SIZE_MIB} MiB ${small.kind}`})`,
  () => {
    it('stops indexing with the reason, keeps serving, says why on /ready, ends within 5 s of SIGTERM, and resumes on the same chain once there is space', async () => {
      if (typeof small === 'string') return;
      const dataDir = join(small.path, 'data');
      const start = ['start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--interval', '200'];
      const cli = await runCli(start);
      await latestMcSeqnoAtLeast(cli, 3);
      expect((await fetch(`${cli.url}/health`)).status).toBe(200);
      expect(
        await eventually(
          '/ready',
          () => readiness(cli),
          ({ status }) => status === 200,
        ),
      ).toMatchObject({ body: { ready: true } });

      const release = small.fillLeaving(DEFAULT_MIN_FREE - MIB);
      const folder = join(dataDir, 'pglite');
      const stopLine = await eventually(
        'the stop line',
        async () =>
          new RegExp(
            `indexing stopped: no space left on device at ${folder} \\(.+\\); free space and restart — the index is consistent up to masterchain #(\\d+)`,
          ).exec(cli.output()),
        (match) => match !== null,
      );
      const stoppedAt = Number(stopLine![1]);
      const notReady = await readiness(cli);
      expect(notReady.status).toBe(503);
      expect(notReady.body.reason).toMatch(`indexing stopped: no space left on device at ${folder}`);
      expect(notReady.body.index?.mcSeqno).toBe(stoppedAt);
      // The API keeps serving what is stored.
      expect((await cli.api<{ latestMcSeqno: number }>('/stats')).latestMcSeqno).toBe(stoppedAt);
      expect((await cli.api<{ blocks: unknown[] }>('/blocks/list', { limit: 5 })).blocks.length).toBeGreaterThan(0);

      const signalled = performance.now();
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(1);
      expect(performance.now() - signalled).toBeLessThan(SIGTERM_BOUND_MS);

      release();
      const resumed = await runCli(start);
      await latestMcSeqnoAtLeast(resumed, stoppedAt + 3);
      expect(
        await eventually(
          '/ready',
          () => readiness(resumed),
          ({ status }) => status === 200,
        ),
      ).toMatchObject({ body: { ready: true } });
      resumed.child.kill('SIGINT');
      expect(await resumed.exited).toBe(0);
      expect(await expectIndexEqualsLog(dataDir, readChain(dataDir))).toBeGreaterThanOrEqual(stoppedAt + 3);
    }, 300_000);
  },
);
