// `npm test`: the build, then the Playwright journeys in the background while lint, typecheck, the unit
// and API tests on PGlite and the API tests that depend on a server (POSTGRES_FILES in
// apps/server/vitest.config.ts) run again on PostgreSQL when TEST_DATABASE_URL is set. Much of a journey
// is waiting (conversions, a viewer's scripted stay, e-mail), which the other steps' work fills: on two
// cores the two together take minutes less than one after the other. Every step runs even when an earlier one
// failed (the journeys need the build). Tests are counted from the runners' JSON reports; lint, typecheck
// and build count as one check each. The last line is always `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { at, root } from './build-if-stale.mjs';

const reports = at('.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const { TEST_DATABASE_URL: postgresUrl, ...envWithoutPostgres } = process.env;
const results = [];

function run(title, command, args, env) {
  console.log(`\n━━ ${title}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = (Date.now() - started) / 1000;
  if (result.error) console.error(result.error.message);
  return { ok: result.status === 0, seconds };
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** A step that is one check: passed or failed. */
function check(title, command, args, env = process.env) {
  const { ok, seconds } = run(title, command, args, env);
  results.push({ title, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds, ok });
  return ok;
}

/** Vitest yields the cores to the journeys running beside it (niced): a journey waits on a browser and a
 * server in real time, while an API test only waits on its own work. Files that fail (a test, a hook, an
 * error while they ran) run once more, like the journeys' one retry, and the summary names them: on a CI
 * machine starved of CPU a beforeAll has timed out and skipped a whole file. */
function vitest(title, args, env) {
  const first = vitestRun(title, args, env);
  const files = first.failedFiles;
  if (first.ok || files.length === 0 || files.length > MAX_FILES_AGAIN || !first.attributed) {
    results.push({ title, ...first.counts, seconds: first.seconds, ok: first.ok });
    return;
  }
  const again = vitestRun(`${title}, the failed files again`, [...args, ...files], env);
  const passedBefore = first.passedIn(files);
  results.push({
    title,
    passed: first.counts.passed - passedBefore + again.counts.passed,
    failed: again.counts.failed,
    failures: again.counts.failures,
    flakes: again.ok ? first.counts.failures : [],
    seconds: first.seconds + again.seconds,
    ok: again.ok,
  });
}

/** More failed files than this is a broken change, not a starved machine: no second run. */
const MAX_FILES_AGAIN = 5;

function vitestRun(title, args, env) {
  const file = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const errorsFile = file.replace(/\.json$/, '.errors.json');
  const step = run(
    title,
    'nice',
    [
      '-n',
      '10',
      bin('vitest'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--reporter=${path.join(root, 'scripts/vitest-errors-reporter.mjs')}`,
      `--outputFile.json=${file}`,
    ],
    { ...env, VITEST_ERRORS_FILE: errorsFile },
  );
  const report = readJson(file);
  const modules = report?.testResults ?? [];
  const errors = readJson(errorsFile) ?? [];
  const passed = report?.numPassedTests ?? 0;
  // A file that cannot load, or an error outside any test, fails the run without a failed test.
  const failed = Math.max(report?.numFailedTests ?? 0, step.ok && report?.success !== false ? 0 : 1);
  const failures = [
    ...modules.flatMap((module) =>
      module.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${path.relative(root, module.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        ),
    ),
    ...errors.map((error) => `outside a test: ${error.where}: ${error.message}`),
  ];
  const failedFiles = [
    ...new Set([
      ...modules.filter((module) => module.status === 'failed').map((module) => module.name),
      ...errors.map((error) => error.file).filter(Boolean),
    ]),
  ];
  return {
    ok: step.ok && failed === 0,
    seconds: step.seconds,
    counts: { passed, failed, failures },
    failedFiles,
    // A failure with no file to run again (the run itself broke) is not retried.
    attributed: report !== undefined && errors.every((error) => error.file),
    passedIn: (names) =>
      modules
        .filter((module) => names.includes(module.name))
        .flatMap((module) => module.assertionResults)
        .filter((test) => test.status === 'passed').length,
  };
}

const firstLine = (message = '') => message.split('\n')[0].slice(0, 300);

/** The failed tests of a Playwright JSON report (suites nest; specs hold tests, tests hold results). */
function playwrightFailures(suite) {
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      return `${suite.file ?? ''} › ${spec.title}: ${firstLine(error?.message)}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

/** The journeys that failed first and passed on their retry, with their first error. */
function playwrightFlakes(suite) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? [])
      .filter((test) => test.status === 'flaky')
      .map((test) => {
        const error = test.results?.find((result) => result.error)?.error;
        return `${suite.file ?? ''} › ${spec.title}: ${firstLine(error?.message)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFlakes)];
}

/** Starts the journeys with their output in a log, printed when they are awaited. */
function startPlaywright(title, built) {
  if (!built) {
    console.log(`\n━━ ${title}: not run, the build failed`);
    return async () => results.push({ title, passed: 0, failed: 1, seconds: 0, ok: false });
  }
  const file = path.join(reports, 'playwright.json');
  const log = path.join(reports, 'playwright.log');
  console.log(`\n━━ ${title}: playwright test (in the background, output in ${path.relative(root, log)})`);
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file };
  const started = Date.now();
  // Straight to a file: the steps below block this process's event loop, so it could not drain a pipe.
  const out = openSync(log, 'w');
  const child = spawn(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => resolve({ ok: false, error }));
    child.on('close', (code) => resolve({ ok: code === 0 }));
  });
  return async () => {
    const { ok, error } = await exited;
    const report = readJson(file);
    const stats = report?.stats;
    // The journeys' own time (the report's), not the time until the steps beside them ended.
    const seconds = stats ? stats.duration / 1000 : (Date.now() - started) / 1000;
    console.log(`\n━━ ${title} (${seconds.toFixed(0)} s)`);
    console.log(readFileSync(log, 'utf8'));
    if (error) console.error(error.message);
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = Math.max(stats?.unexpected ?? 0, ok ? 0 : 1);
    const failures = [
      ...(report?.suites ?? []).flatMap(playwrightFailures),
      ...(report?.errors ?? []).map((error) => `outside a test: ${firstLine(error.message)}`),
    ];
    const flakes = (report?.suites ?? []).flatMap(playwrightFlakes);
    results.push({ title, passed, failed, failures, flakes, seconds, ok: ok && failed === 0 });
  };
}

const built = check('build', 'npm', ['run', '--silent', 'build']);
const journeys = existsSync(at('playwright.config.ts'))
  ? startPlaywright('end-to-end journeys (Playwright)', built)
  : async () => {};
// The journeys are the longest step and mostly wait: they start first, and the checks yield them the cores.
check('lint', 'nice', ['-n', '10', bin('biome'), 'check', '.']);
check('typecheck', 'nice', ['-n', '10', 'npm', 'run', '--silent', 'typecheck']);
vitest('unit and API tests on PGlite', [], envWithoutPostgres);
if (postgresUrl)
  vitest('API tests on PostgreSQL', ['--project', 'server-postgres'], {
    ...process.env,
    TEST_DATABASE_URL: postgresUrl,
  });
else console.log('\n━━ API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
await journeys();

console.log('\n━━ summary');
for (const r of results)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.title.padEnd(36)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0).padStart(4)} s`,
  );
// The failed tests again, where a log cut short by its reader still shows them.
for (const failure of results.flatMap((r) => r.failures ?? [])) console.log(`  ✗ ${failure}`);
for (const flake of results.flatMap((r) => r.flakes ?? [])) console.log(`  ⚠ passed on its retry: ${flake}`);
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
