// `npm test`: lint, typecheck, unit and API tests on PGlite, the API tests that depend on a server
// (POSTGRES_FILES in apps/server/vitest.config.ts) again on PostgreSQL when TEST_DATABASE_URL is set,
// the build, then the Playwright journeys. Every step runs even when an
// earlier one failed (the journeys need the build). Tests are counted from the runners' JSON reports;
// lint, typecheck and build count as one check each. The last line is always `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

function vitest(title, args, env) {
  const file = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const step = run(
    title,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`],
    env,
  );
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  // A file that cannot load, or an error outside any test, fails the run without a failed test.
  const failed = Math.max(report?.numFailedTests ?? 0, step.ok && report?.success !== false ? 0 : 1);
  results.push({ title, passed, failed, seconds: step.seconds, ok: step.ok && failed === 0 });
}

function playwright(title, built) {
  if (!built) {
    console.log(`\n━━ ${title}: not run, the build failed`);
    results.push({ title, passed: 0, failed: 1, seconds: 0, ok: false });
    return;
  }
  const file = path.join(reports, 'playwright.json');
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file };
  const step = run(title, bin('playwright'), ['test', '--reporter=list,json'], env);
  const stats = readJson(file)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = Math.max(stats?.unexpected ?? 0, step.ok ? 0 : 1);
  results.push({ title, passed, failed, seconds: step.seconds, ok: step.ok && failed === 0 });
}

check('lint', bin('biome'), ['check', '.']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit and API tests on PGlite', [], envWithoutPostgres);
if (postgresUrl)
  vitest('API tests on PostgreSQL', ['--project', 'server-postgres'], {
    ...process.env,
    TEST_DATABASE_URL: postgresUrl,
  });
else console.log('\n━━ API tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
const built = check('build', 'npm', ['run', '--silent', 'build']);
if (existsSync(at('playwright.config.ts'))) playwright('end-to-end journeys (Playwright)', built);

console.log('\n━━ summary');
for (const r of results)
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.title.padEnd(36)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0).padStart(4)} s`,
  );
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
