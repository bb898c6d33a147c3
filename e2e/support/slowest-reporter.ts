import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/**
 * Ends the run with its ten slowest tests and files (issue #34): where the suite's time goes is seen
 * in every run, so a test that grows slow is noticed before CI's limit is.
 */
export default class SlowestReporter implements Reporter {
  private readonly tests: { title: string; ms: number }[] = [];
  private readonly files = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    this.tests.push({ title: `${file}:${test.location.line} ${test.title}`, ms: result.duration });
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
  }

  onEnd(result: FullResult) {
    const slowestTests = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const slowestFiles = [...this.files].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
    const lines = [
      '',
      `End-to-end: ${this.tests.length} test runs in ${seconds(result.duration).trim()} of wall time`,
      `Ten slowest tests (their own time; workers run side by side):`,
      ...slowestTests.map((test) => `  ${seconds(test.ms)}  ${test.title}`),
      `Ten slowest files (their tests' times added up):`,
      ...slowestFiles.map(([file, ms]) => `  ${seconds(ms)}  ${file}`),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return true;
  }
}
