import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What one test runner counted, handed to `scripts/test-all.ts` through a file. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests, each as `file › test name`, so the end of a long log says what to look at. */
  failures?: string[];
}

/** Set by `scripts/test-all.ts`: the folder where each runner writes `<runner>.json`. */
export const COUNTS_DIR_ENV = 'TVMSCAN_TEST_COUNTS_DIR';

export function formatCounts({ passed, failed, skipped }: TestCounts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** The failed tests, one per line under a heading, or nothing when none failed. */
export function formatFailures(failures: readonly string[]): string {
  return failures.length === 0 ? '' : `\nfailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}\n`;
}

/**
 * Ends a runner's report with its counts: under `test-all` it writes them for the total and labels its line
 * with the runner's name; run alone, its line is the plain `N passed, N failed`.
 */
export function reportCounts(runner: string, counts: TestCounts): void {
  const dir = process.env[COUNTS_DIR_ENV];
  if (!dir) {
    process.stdout.write(`${formatFailures(counts.failures ?? [])}\n${formatCounts(counts)}\n`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${runner}.json`), JSON.stringify(counts));
  process.stdout.write(`\n${runner}: ${formatCounts(counts)}\n`);
}

/** The counts a runner wrote, or null when it wrote none (it crashed before its end). */
export function readCounts(dir: string, runner: string): TestCounts | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, `${runner}.json`), 'utf8')) as TestCounts;
  } catch {
    return null;
  }
}
