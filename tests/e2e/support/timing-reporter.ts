// Prints, at the end of a run, the time spent per spec file and project (slowest first) and the
// run's wall time, so a slow CI run shows where its minutes went. Timings are printed, not held.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

class TimingReporter implements Reporter {
  private readonly perFile = new Map<string, { ms: number; tests: number }>();
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? "";
    const key = `${test.location.file.replace(/^.*tests\/e2e\//, "")} [${project}]`;
    const entry = this.perFile.get(key) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(key, entry);
  }

  onEnd(_result: FullResult) {
    const rows = [...this.perFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((s, [, e]) => s + e.ms, 0);
    console.log(`\ne2e time per spec (test time ${(total / 60_000).toFixed(1)} min over the workers, wall ${((Date.now() - this.started) / 60_000).toFixed(1)} min):`);
    for (const [file, e] of rows.slice(0, 25)) console.log(`  ${(e.ms / 1000).toFixed(0).padStart(5)} s  ${String(e.tests).padStart(3)} runs  ${file}`);
  }

  printsToStdio() {
    return false;
  }
}

export default TimingReporter;
