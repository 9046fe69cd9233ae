import type { Reporter, TestModule } from 'vitest/node';

// Prints one plain closing line, 'project: N passed, N failed, N skipped', that CI tooling reads
// whatever test runner produced it.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const projects = new Set<string>();
    for (const module of testModules) {
      projects.add(module.project.name);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const label = [...projects].join('+') || 'tests';
    console.log(`\n${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
