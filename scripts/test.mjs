// `npm test`: typecheck, lint, formatting, every Vitest suite on embedded PGlite (the server's database tests again on
// PostgreSQL in the same run when TEST_DATABASE_URL is set) and the Playwright suite against the built app.
// `npm run test:quick`: the fast tier for iteration (see runQuick below).
// Both end with what failed (stage times, failing tests and the first lines of their errors) and then one line
// `N passed, N failed` that CI reads, always last.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  APP_SERVER_COMMAND,
  APP_SERVER_STARTED,
  appServerEnv,
  appServerHealthUrl,
  newAppServerDataDir,
} from '../e2e/app-server.mjs';
import { TSC, TYPECHECK_PROGRAMS, typecheckArgs } from './typecheck.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Stage names that failed, in order. */
const failures = [];
/** Failing tests: `{ stage, name, error }`, printed before the last line. */
const failedTests = [];
/** `{ label, seconds, ok }` per stage. */
const stages = [];

/**
 * Runs one stage. Alone, its output streams as it comes; beside another stage (`quiet`), its output is kept and
 * printed in one piece when it ends, so two stages' lines never interleave.
 */
async function run(label, command, args, env = {}, { quiet = false } = {}) {
  if (!quiet) console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (quiet) process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString('utf8')}`);
  console.log(`=== ${label}: exit ${status} in ${seconds} s ===`);
  stages.push({ label, seconds, ok: status === 0 });
  return status === 0;
}

function fail(label, error) {
  totals.failed += 1;
  failures.push(label);
  if (error) failedTests.push({ stage: label, name: label, error });
}

async function check(label, command, args, env, options) {
  if (await run(label, command, args, env, options)) totals.passed += 1;
  else fail(label);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The first lines of an error, without colour codes, for the summary. */
function firstLines(text, count = 4) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(0, count)
      .join('\n      ')
  );
}

/**
 * How long two or more, one and no test files were running (from a worker taking the file to its end) over the
 * `seconds` of a Vitest run: the seconds with none are its start-up, global setup and module imports between files.
 */
function occupancy(files, seconds) {
  const events = files
    .filter((file) => file.queued !== undefined && file.ended !== undefined)
    .flatMap((file) => [
      [file.queued, 1],
      [file.ended, -1],
    ])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const spent = { two: 0, one: 0, none: 0 };
  let running = 0;
  let at = 0;
  for (const [time, change] of [...events, [seconds, 0]]) {
    spent[running >= 2 ? 'two' : running === 1 ? 'one' : 'none'] += time - at;
    running += change;
    at = time;
  }
  const round = (value) => Math.round(value);
  return `${round(spent.two)} s with two or more files running, ${round(spent.one)} s with one, ${round(spent.none)} s with none`;
}

/** `vitest run` with `args`; `args` may instead start with another command (`related`, which then gets --run). */
async function vitest(label, args, env, options) {
  const command = args[0] === 'related' ? ['related', ...args.slice(1), '--run'] : ['run', ...args];
  const base = path.join(resultsDir, label.replace(/\W+/g, '-'));
  const outputFile = `${base}.json`;
  const runFile = `${base}.run.json`;
  const isOk = await run(
    label,
    'npx',
    [
      'vitest',
      ...command,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      '--reporter=./scripts/vitest-run-reporter.mjs',
    ],
    { ...env, VITEST_RUN_FILE: runFile },
    options,
  );
  const report = readJson(outputFile);
  if (!report) {
    fail(`${label} (no report)`, 'Vitest wrote no report: see its output above.');
    return;
  }
  totals.passed += report.numPassedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  let failed = report.numFailedTests;
  // A file that fails to load has no tests to count; count it as a failure so it cannot hide.
  for (const file of report.testResults)
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'))
      failed += 1;
  // The names, each with its project (one file runs on PGlite and again on PostgreSQL), from our reporter.
  const runReport = readJson(runFile);
  for (const failure of runReport?.failures ?? [])
    failedTests.push({
      stage: label,
      name: `[${failure.project}] ${path.relative(root, failure.file)}${failure.name ? ` > ${failure.name}` : ''}`,
      error: failure.error || 'the file failed outside its tests',
    });
  totals.failed += failed;
  if (runReport?.files?.length) console.log(`\n${label}: ${occupancy(runReport.files, runReport.seconds)}`);
  if (failed > 0 || !isOk) failures.push(label);
  if (!isOk && failed === 0)
    fail(`${label} (exit)`, 'Vitest exited with an error but reported no failed test.');
}

function playwrightFailures(suite, trail = []) {
  const names = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const last = test.results?.at(-1);
      if (test.status === 'unexpected')
        failedTests.push({
          stage: 'playwright',
          name: [...names, spec.title].join(' > '),
          error: last?.error?.message ?? last?.errors?.[0]?.message,
        });
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, names);
}

/** The last lines of the app server's log, for a failure's summary. */
function logTail(file, count = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/** Resolves true when `url` answers 2xx, false when the process exits first or `timeoutMs` passes. */
async function waitForHealth(url, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  exited.then(() => (hasExited = true));
  while (!hasExited && Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  return false;
}

/**
 * Builds the web app and starts the app server the Playwright suite drives (e2e/app-server.mjs), on an empty data
 * directory as on a fresh machine. `npm test` runs this beside the static checks, which leave a core free, and keeps
 * the server through the Vitest stage (idle, it costs next to nothing), so the Playwright stage starts on a running
 * server. Returns the server, or null when the build or the start failed (recorded as a failure).
 */
async function startAppServer(options) {
  if (!(await run('build web app', 'npm', ['run', 'build', '--workspace', '@adsmith/web'], {}, options))) {
    fail('build web app');
    return null;
  }
  const started = Date.now();
  const dataDir = newAppServerDataDir();
  const logFile = path.join(resultsDir, 'app-server.log');
  const log = fs.openSync(logFile, 'a');
  const [command, ...args] = APP_SERVER_COMMAND;
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', log],
    env: { ...process.env, ...appServerEnv({ dataDir }) },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  const server = {
    logFile,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(kill, 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const isReady = await waitForHealth(appServerHealthUrl(), exited, 180_000);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n=== start app server: ${isReady ? 'ready' : 'FAILED'} in ${seconds} s ===`);
  stages.push({ label: 'start app server', seconds, ok: isReady });
  if (isReady) return server;
  fail('start app server', logTail(logFile) || 'The app server did not answer its health check.');
  await server.stop();
  return null;
}

/**
 * The Playwright suite, on the app server `npm test` started beside the static checks (`appServer`: null when that
 * failed, already counted), or, when none was started, on one started here.
 */
async function playwright(appServer) {
  const outputFile = path.join(resultsDir, 'playwright.json');
  const server = appServer === undefined ? await startAppServer() : appServer;
  if (!server) return;
  const isOk = await run(
    'playwright',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, [APP_SERVER_STARTED]: '1' },
  );
  await server.stop();
  if (!isOk)
    console.log(`\nThe app server's last log lines (${server.logFile}):\n${logTail(server.logFile)}`);
  const report = readJson(outputFile);
  if (!report) {
    fail('playwright (no report)', 'Playwright wrote no report: see its output above.');
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  for (const suite of report.suites ?? []) playwrightFailures(suite);
  for (const error of report.errors ?? [])
    failedTests.push({ stage: 'playwright', name: 'setup', error: error.message });
  if (unexpected > 0 || !isOk) failures.push('playwright');
  if (!isOk && unexpected === 0)
    fail('playwright (exit)', 'Playwright exited with an error but reported no failed test.');
}

/** Under CI the real sites must be there: a missing folder would otherwise skip their suites silently. */
function requireRealSitesInCi() {
  if (process.env.CI !== 'true') return;
  const dir = process.env.REALSITES_DIR ?? path.resolve(root, '../shared/realsites');
  if (fs.existsSync(path.join(dir, 'README.md'))) return;
  fail(
    'real sites',
    `${dir} is missing: the real-site suites cannot run (set REALSITES_DIR or put ../shared beside the repository).`,
  );
}

/**
 * The quick tier: incremental typecheck, lint and format check of the changed files, and the Vitest tests related
 * to the files changed since the last commit (`vitest related`), the real-site suites left out. On PGlite only.
 */
async function runQuick() {
  const changed = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3).split(' -> ').at(-1))
    .filter((file) => fs.existsSync(path.join(root, file)));
  const code = changed.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
  for (const program of TYPECHECK_PROGRAMS)
    await check(`typecheck ${program} (incremental)`, process.execPath, [
      TSC,
      ...typecheckArgs(program, { incremental: true }),
    ]);
  if (code.length > 0) await check('lint (changed files)', 'npx', ['oxlint', '--max-warnings', '0', ...code]);
  if (changed.length > 0)
    await check('format (changed files)', 'npx', [
      'prettier',
      '--check',
      '--ignore-unknown',
      '--log-level',
      'warn',
      ...changed,
    ]);
  if (code.length === 0) {
    console.log('\nNo changed source files: no related tests to run.');
    return;
  }
  await vitest('vitest related (embedded PGlite)', ['related', ...code], {
    TEST_DATABASE_URL: '',
    ADSMITH_SKIP_REALSITES: '1',
  });
}

const only = process.argv[2];
const started = Date.now();
if (only === 'quick') await runQuick();
else {
  // Typecheck, lint and the format check side by side (about 41 core-seconds in 24 s on two cores), and beside them,
  // for the full run, the web build and the start of the app server the Playwright suite drives (about 14
  // core-seconds, most of them on one core), which the Playwright stage would otherwise wait for.
  let appServer;
  if (!only || only === 'static') {
    await Promise.all([
      check('typecheck', 'npm', ['run', 'typecheck', '--silent'], {}, { quiet: true }),
      check('lint', 'npm', ['run', 'lint', '--silent'], {}, { quiet: true }),
      check('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.'], {}, { quiet: true }),
      !only ? startAppServer({ quiet: true }).then((server) => (appServer = server)) : null,
    ]);
  }
  if (!only || only === 'unit') {
    requireRealSitesInCi();
    // One Vitest run: every project on embedded PGlite and, with TEST_DATABASE_URL set, the server files that open a
    // database again on PostgreSQL (the project `server-postgres`), so those fill the gaps of the PGlite files
    // rather than paying Vitest's start-up, set-up and tail a second time. Playwright runs after it: beside it, both
    // took longer in all (187 s and 314 s at once) than each alone, the app server and browser being CPU-bound too.
    await vitest(
      process.env.TEST_DATABASE_URL ? 'vitest (embedded PGlite and PostgreSQL)' : 'vitest (embedded PGlite)',
      [],
    );
  }
  if (!only || only === 'e2e') await playwright(appServer);
}

console.log('\n=== summary ===');
for (const stage of stages) console.log(`${stage.ok ? 'ok  ' : 'FAIL'} ${stage.label}: ${stage.seconds} s`);
console.log(`total: ${Math.round((Date.now() - started) / 1000)} s`);
if (failedTests.length > 0) {
  console.log(`\nFailing tests (${failedTests.length}):`);
  for (const test of failedTests)
    console.log(`  [${test.stage}] ${test.name}\n      ${firstLines(test.error)}`);
}
if (failures.length > 0) console.log(`\nFailed: ${[...new Set(failures)].join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
