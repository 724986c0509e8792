// A Vitest reporter for scripts/test.mjs: writes each failed test with its project (`server` on PGlite,
// `server-postgres` on PostgreSQL…) to the file named by VITEST_FAILURES_FILE, which Vitest's JSON report cannot
// say — one file runs in two projects.
import fs from 'node:fs';

export default class FailuresReporter {
  failures = [];

  onTestCaseResult(testCase) {
    const result = testCase.result();
    if (result.state !== 'failed') return;
    this.failures.push({
      project: testCase.project.name,
      file: testCase.module.moduleId,
      name: testCase.fullName,
      error: result.errors?.[0]?.message ?? '',
    });
  }

  onTestModuleEnd(testModule) {
    // A file that fails outside its tests (it does not load, a hook throws).
    const errors = testModule.errors();
    if (errors.length === 0) return;
    this.failures.push({
      project: testModule.project.name,
      file: testModule.moduleId,
      name: '',
      error: errors[0]?.message ?? '',
    });
  }

  onTestRunEnd() {
    if (process.env.VITEST_FAILURES_FILE)
      fs.writeFileSync(process.env.VITEST_FAILURES_FILE, JSON.stringify(this.failures, null, 2));
  }
}
