import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints one last line, `e2e: N passed, M failed[, K flaky, S skipped]`, like the other suites' summaries. */
export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, string>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcome.set(test.id, test.outcome());
  }

  onEnd(_result: FullResult) {
    const counts = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
    for (const value of this.outcome.values()) counts[value as keyof typeof counts] += 1;
    const extra = [counts.flaky ? `${counts.flaky} flaky` : '', counts.skipped ? `${counts.skipped} skipped` : ''].filter(Boolean);
    console.log(`\ne2e: ${counts.expected + counts.flaky} passed, ${counts.unexpected} failed${extra.length ? `, ${extra.join(', ')}` : ''}`);
  }
}
