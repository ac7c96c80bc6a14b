import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './build.js';
import { COUNTS_DIR_ENV, formatCounts, formatFailures, readCounts, type TestCounts } from './test-counts.js';

/**
 * `npm test`: type check (which also compiles the packages), lint and format check, stopping at the first failure;
 * then the build of what is stale, the whole Vitest suite and the browser suite. `npm test -- --fast`
 * (`npm run test:fast`) runs the checks and the fast lane only: the Vitest projects that start no process and no browser.
 * Either ends with one line `N passed, N failed` over what ran, and exits non-zero when anything failed.
 */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n> ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

function checksPass(): boolean {
  return run('type check', 'npx', ['tsc', '-b']) && run('lint', 'npx', ['eslint', '.']) && run('format', 'npx', ['prettier', '--check', '.']);
}

function buildPasses(): boolean {
  console.log('\n> build: what the slow lane and the browser tests run (the compiled packages and the web app), where stale');
  try {
    ensureBuild();
    return true;
  } catch (error) {
    console.error((error as Error).message);
    return false;
  }
}

function main(fast: boolean): number {
  if (!checksPass()) {
    console.log('\n0 passed, 1 failed (the type check, the lint or the format check failed; no test ran)');
    return 1;
  }
  if (!fast && !buildPasses()) {
    console.log('\n0 passed, 1 failed (the build failed; no test ran)');
    return 1;
  }
  const countsDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-test-counts-'));
  const env = { ...process.env, [COUNTS_DIR_ENV]: countsDir };
  try {
    const suites = fast
      ? [{ runner: 'vitest', ok: run('fast lane', 'npx', ['vitest', 'run', '--project', 'node', '--project', 'web'], env) }]
      : [
          { runner: 'vitest', ok: run('unit and integration tests', 'npx', ['vitest', 'run'], env) },
          { runner: 'playwright', ok: run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e'], env) },
        ];
    const total: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const { runner, ok } of suites) {
      const counts = readCounts(countsDir, runner) ?? { passed: 0, failed: 1, skipped: 0, failures: [`${runner} ended before its report`] };
      if (!ok && counts.failed === 0) counts.failed = 1;
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      failures.push(...(counts.failures ?? []));
    }
    console.log(`${formatFailures(failures)}\n${formatCounts(total)}`);
    return total.failed === 0 ? 0 : 1;
  } finally {
    rmSync(countsDir, { recursive: true, force: true });
  }
}

process.exitCode = main(process.argv.includes('--fast'));
