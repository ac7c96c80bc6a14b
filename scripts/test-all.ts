import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './build.js';
import { COUNTS_DIR_ENV, formatCounts, readCounts, type TestCounts } from './test-counts.js';

/**
 * `npm test`: type check (which also compiles the packages), lint and format check (stopping at the first failure), the
 * build of what is stale (the compiled `tvmscan` and the web app, which the process and browser tests run), then the
 * Vitest suite and the browser suite, ending with one line `N passed, N failed` over both. Exits non-zero when anything failed.
 */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n> ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

function main(): number {
  if (!run('type check', 'npx', ['tsc', '-b']) || !run('lint', 'npx', ['eslint', '.']) || !run('format', 'npx', ['prettier', '--check', '.'])) {
    console.log('\n0 passed, 1 failed (the type check, the lint or the format check failed; no test ran)');
    return 1;
  }
  ensureBuild();
  const countsDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-test-counts-'));
  const env = { ...process.env, [COUNTS_DIR_ENV]: countsDir };
  try {
    const suites = [
      { runner: 'vitest', ok: run('unit and integration tests', 'npx', ['vitest', 'run'], env) },
      { runner: 'playwright', ok: run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e'], env) },
    ];
    const total: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    for (const { runner, ok } of suites) {
      const counts = readCounts(countsDir, runner) ?? { passed: 0, failed: 1, skipped: 0 };
      if (!ok && counts.failed === 0) counts.failed = 1;
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    console.log(`\n${formatCounts(total)}`);
    return total.failed === 0 ? 0 : 1;
  } finally {
    rmSync(countsDir, { recursive: true, force: true });
  }
}

process.exitCode = main();
