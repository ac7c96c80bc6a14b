import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { reportCounts } from './test-counts.js';

/**
 * Ends a test run with the plain line `N passed, N failed` (plus skipped) that CI reads,
 * after Vitest's own report. A module that failed with no failed test (it could not load, or a hook failed)
 * counts as one failure.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const file = path.relative(process.cwd(), module.moduleId);
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'skipped' || state === 'pending') skipped++;
        else {
          failedTests++;
          failures.push(`${file} › ${test.fullName}`);
        }
      }
      failed += failedTests;
      if (module.state() === 'failed' && failedTests === 0) {
        failed++;
        failures.push(`${file} (the file failed outside its tests)`);
      }
    }
    reportCounts('vitest', { passed, failed, skipped, failures });
  }
}
