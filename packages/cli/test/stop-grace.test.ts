import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { STOP_GRACE_MS } from '../src/stop-signal.js';

/** What a supervisor may expect: the process ends this soon after SIGTERM or Ctrl-C, whatever it was doing. */
const BOUND_MS = 5_000;

/**
 * Runs `script` (after `import { NAME } from …/MODULE`) in a process whose stop never completes (a timer keeps it
 * alive), sends `signal` once it prints `ready` (after `script`'s first statement), and gives how it ended and how long
 * after the signal.
 */
function stopHanging(module: string, name: string, [setUp, after = '']: [string, string?], signal: NodeJS.Signals) {
  const source = `import { ${name} } from ${JSON.stringify(new URL(`../src/${module}`, import.meta.url).href)};
setInterval(() => {}, 1000);
${setUp}
console.log('ready');
${after}`;
  return new Promise<{ code: number | null; ms: number; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalledAt = 0;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (signalledAt === 0 && stdout.includes('ready')) {
        signalledAt = performance.now();
        child.kill(signal);
      }
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', fail);
    child.on('exit', (code) => {
      clearTimeout(guard);
      done({ code, ms: performance.now() - signalledAt, stdout, stderr });
    });
  });
}

describe('a command whose stop hangs', () => {
  it(`exits ${STOP_GRACE_MS / 1000} s after SIGTERM with status 143, saying so (serve)`, async () => {
    const run = await stopHanging(
      'stop-signal.ts',
      'stopRequested',
      ['const stop = stopRequested();', `await stop; console.log('stopping');`],
      'SIGTERM',
    );
    expect(run.stdout).toContain('stopping');
    expect(run.code).toBe(143);
    expect(run.ms).toBeGreaterThanOrEqual(STOP_GRACE_MS - 100);
    expect(run.ms).toBeLessThan(BOUND_MS);
    expect(run.stderr).toContain(`not stopped ${STOP_GRACE_MS / 1000} s after SIGTERM; exiting now`);
  });

  it('exits within the bound after Ctrl-C with status 130, once its signal is raised (start, index, import)', async () => {
    const run = await stopHanging(
      'open-index.ts',
      'interruptSignal',
      [`interruptSignal().addEventListener('abort', () => console.log('aborted'));`],
      'SIGINT',
    );
    expect(run.stdout).toContain('aborted');
    expect(run.code).toBe(130);
    expect(run.ms).toBeLessThan(BOUND_MS);
  });
});
