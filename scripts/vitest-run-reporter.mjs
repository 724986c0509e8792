// A Vitest reporter for scripts/test.mjs. It writes to the file named by VITEST_RUN_FILE:
// - each failed test with its project (`server` on PGlite, `server-postgres` on PostgreSQL…), which Vitest's JSON
//   report cannot say, one file running in two projects;
// - each file's project and the time its tests and hooks took (not its imports, which the worker's first file pays
//   for all), which `node scripts/test-durations.mjs` turns into
//   test-durations.json for the longest-first order of test-sequencer.ts;
// - when each file was taken by a worker, started its tests and ended (seconds from the run's start), from which
//   scripts/test.mjs prints how long two, one or no files were running: the time no file runs is the run's
//   start-up, imports and tail, which a longer test cannot explain.
import fs from 'node:fs';
import path from 'node:path';

export default class RunReporter {
  failures = [];
  startedAt = Date.now();
  /** moduleId + project → { queued, started, ended } in seconds from the run's start. */
  timeline = new Map();

  onTestRunStart() {
    this.startedAt = Date.now();
  }

  #mark(testModule, event) {
    const key = `${testModule.project.name}:${testModule.moduleId}`;
    const entry = this.timeline.get(key) ?? {};
    entry[event] = Math.round((Date.now() - this.startedAt) / 100) / 10;
    this.timeline.set(key, entry);
  }

  onTestModuleQueued(testModule) {
    this.#mark(testModule, 'queued');
  }

  onTestModuleStart(testModule) {
    this.#mark(testModule, 'started');
  }

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

  /** A suite whose hook failed (a `beforeAll` that throws): its tests are skipped, so no test result names it. */
  onTestSuiteResult(testSuite) {
    const errors = testSuite.errors();
    if (errors.length === 0) return;
    this.failures.push({
      project: testSuite.project.name,
      file: testSuite.module.moduleId,
      name: testSuite.fullName,
      error: errors[0]?.message ?? '',
    });
  }

  onTestModuleEnd(testModule) {
    this.#mark(testModule, 'ended');
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
        ...this.timeline.get(`${testModule.project.name}:${testModule.moduleId}`),
      };
    });
    fs.writeFileSync(
      process.env.VITEST_RUN_FILE,
      JSON.stringify(
        {
          failures: this.failures,
          seconds: Math.round((Date.now() - this.startedAt) / 100) / 10,
          files,
        },
        null,
        2,
      ),
    );
  }
}
