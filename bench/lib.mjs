// Helpers shared by the benchmarks: start the built server as `npm start` does, and wait for it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { at } from '../scripts/build-if-stale.mjs';

export { at, buildIfStale } from '../scripts/build-if-stale.mjs';

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node apps/server/dist/main.js` with this environment; resolves at the first 200 of
 * /api/health with the milliseconds since the spawn. Gives up after `timeoutMs`.
 */
export async function startServer(env, { timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [at('apps/server/dist/main.js')], {
    cwd: at('.'),
    // The links and file URLs the server writes name the address it listens on (localhost may be ::1).
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { url, ms: performance.now() - started, stop, pid: child.pid };
    await sleep(20);
  }
  await stop();
  throw new Error(`no 200 on /api/health within ${timeoutMs} ms`);
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new database on the local PostgreSQL, dropped by drop(); undefined when none answers. */
export async function scratchPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `folio_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Signs up a user on a running server; returns its bearer headers. */
export async function registerUser(baseUrl) {
  const password = 'Sturdy-Harbor-42';
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password1: password,
      password2: password,
      first_name: 'Bench',
      last_name: 'Agent',
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const { access, user } = await response.json();
  return {
    userId: user.id,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
  };
}

/**
 * A server on a temporary data dir without the API's rate limit and an owner signed up on it: `run` gets
 * both and `post(path, body)` as the owner (JSON answer; a status of 300 or more throws). Stopped and
 * removed after.
 */
export async function withOwnerServer(env, run) {
  const dataDir = tempDataDir();
  const server = await startServer(
    { DATA_DIR: dataDir, ...env, RATE_LIMIT_MAX: '100000000' },
    { timeoutMs: 120_000 },
  );
  try {
    const owner = await registerUser(server.url);
    const post = async (path, body) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: owner.headers,
        body: JSON.stringify(body),
      });
      if (response.status >= 300)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    return await run({ server, owner, post });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** p50 and p95 in ms of `count` sequential calls of `request` (after a few warm-up calls). */
export async function latency(request, count = 200) {
  for (let i = 0; i < 10; i++) await request();
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count / 2)], p95: times[Math.floor(count * 0.95)] };
}

/** Runs `measure(label, env)` on a scratch PostgreSQL database (dropped after) when one answers, then on PGlite. */
export async function onEachDatabase(measure, { pglite = true } = {}) {
  const postgres = await scratchPostgres();
  if (postgres) {
    try {
      await measure('PostgreSQL', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.drop();
    }
  } else console.log(`PostgreSQL: not measured, nothing answers at ${POSTGRES}`);
  if (pglite) await measure('PGlite', {});
}
