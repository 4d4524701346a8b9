// Helpers shared by the benchmarks: start the built server as `npm start` does, and wait for it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
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
    if (ok) return { url, ms: performance.now() - started, stop };
    await sleep(20);
  }
  await stop();
  throw new Error(`no 200 on /api/health within ${timeoutMs} ms`);
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
