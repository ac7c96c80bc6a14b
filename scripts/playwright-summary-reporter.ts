import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { reportCounts } from './test-counts.js';

/**
 * Ends the browser suite with `N passed, N failed` like the Vitest run. A flaky test that passed on retry counts as
 * passed; an error outside any test (the global setup could not start the stack) counts as one failure.
 */
export default class PlaywrightSummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();
  private errorsOutsideTests = 0;

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onError(_error: TestError): void {
    this.errorsOutsideTests++;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = this.errorsOutsideTests;
    let skipped = 0;
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') failed++;
      else skipped++;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    reportCounts('playwright', { passed, failed, skipped });
  }

  printsToStdio(): boolean {
    return false;
  }
}
