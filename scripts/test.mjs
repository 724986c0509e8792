// `npm test`: typecheck, lint, every Vitest suite (again on PostgreSQL when TEST_DATABASE_URL is set) and the
// Playwright suite against the built app. Ends with one line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${result.status} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(label, args, env) {
  const outputFile = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const isOk = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    env,
  );
  const report = readJson(outputFile);
  if (!report) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that fails to load has no tests to count; count it as a failure so it cannot hide.
  const failedFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = report.numFailedTests + failedFiles;
  totals.failed += failed;
  if (failed > 0 || !isOk) failures.push(label);
  if (!isOk && failed === 0) totals.failed += 1;
}

function playwright() {
  const outputFile = path.join(resultsDir, 'playwright.json');
  if (!run('build web app', 'npm', ['run', 'build', '--workspace', '@adsmith/web'])) {
    totals.failed += 1;
    failures.push('build web app');
    return;
  }
  const isOk = run(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
    },
  );
  const report = readJson(outputFile);
  if (!report) {
    totals.failed += 1;
    failures.push('playwright (no report)');
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (unexpected > 0 || !isOk) failures.push('playwright');
  if (!isOk && unexpected === 0) totals.failed += 1;
}

const only = process.argv[2];
if (!only || only === 'static') {
  check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  check('lint', 'npm', ['run', 'lint', '--silent']);
  check('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
}
if (!only || only === 'unit') {
  vitest('vitest (embedded PGlite)', [], { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) vitest('vitest server (PostgreSQL)', ['--project', 'server']);
}
if (!only || only === 'e2e') playwright();

console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
