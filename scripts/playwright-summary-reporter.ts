import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { reportCounts } from './test-counts.js';

/**
 * Ends the browser suite with `N passed, N failed` like the Vitest run. A flaky test that passed on retry counts as
 * passed; an error outside any test (the global setup could not start the stack) counts as one failure.
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, { outcome: ReturnType<TestCase['outcome']>; name: string }>();
  private errorsOutsideTests = 0;

  onTestEnd(test: TestCase, _result: TestResult): void {
    const name = `${test.location.file.replace(`${process.cwd()}/`, '')} › ${test.titlePath().filter(Boolean).join(' › ')}`;
    this.outcomes.set(test.id, { outcome: test.outcome(), name });
  }

  onError(_error: TestError): void {
    this.errorsOutsideTests++;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = this.errorsOutsideTests;
    let skipped = 0;
    const failures: string[] = [];
    for (const { outcome, name } of this.outcomes.values()) {
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') {
        failed++;
        failures.push(name);
      } else skipped++;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    reportCounts('playwright', { passed, failed, skipped, failures });
  }

  printsToStdio(): boolean {
    return false;
  }
}
