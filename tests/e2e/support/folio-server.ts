import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export type FolioServer = { url: string; stop(): Promise<void> };

/**
 * A new data folder for a journey's own Folio, holding a copy of the database global setup migrated: the
 * server skips initdb and the migrations (seconds of CPU each time), which the shared Folio's first start
 * covers as a user's would.
 */
export function migratedDataDir(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template) cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/** The environment of a Folio started as a user would start it, on its own port and data folder. */
export const folioEnv = (port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** Starts Folio (`scripts/start.mjs`, or the node arguments given) and waits until it answers /api/health. */
export async function startFolio(
  env: NodeJS.ProcessEnv,
  timeoutMs = 240_000,
  args = ['scripts/start.mjs'],
): Promise<FolioServer> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const server: ChildProcess = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Folio exited with code ${server.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('Folio did not answer /api/health in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

/** Runs the operator's CLI (`npm run admin -- …`) on a stopped Folio's data; answers what it printed. */
export function runAdmin(env: NodeJS.ProcessEnv, ...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}
