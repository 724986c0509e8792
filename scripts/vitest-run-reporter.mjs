// A Vitest reporter for scripts/test.mjs. It writes to the file named by VITEST_RUN_FILE:
// - each failed test with its project (`server` on PGlite, `server-postgres` on PostgreSQL…), which Vitest's JSON
//   report cannot say, one file running in two projects;
// - each file's project and the time its tests and hooks took (not its imports, which the worker's first file pays
//   for all), which `node scripts/test-durations.mjs` turns into
//   test-durations.json for the longest-first order of test-sequencer.ts.
import fs from 'node:fs';
import path from 'node:path';

export default class RunReporter {
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

  onTestRunEnd(testModules) {
    if (!process.env.VITEST_RUN_FILE) return;
    const files = testModules.map((testModule) => {
      const { duration } = testModule.diagnostic();
      return {
        project: testModule.project.name,
        file: path.relative(process.cwd(), testModule.moduleId),
        seconds: Math.round(duration / 100) / 10,
      };
    });
    fs.writeFileSync(
      process.env.VITEST_RUN_FILE,
      JSON.stringify({ failures: this.failures, files }, null, 2),
    );
  }
}
