import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { openDatabase } from '../db/client.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A new data folder whose database is the run's migrated one, as the server leaves it in `db`: the
 * server's first start skips initdb and the migrations, which crash tests do not test.
 */
export async function migratedDataDir(prefix: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const dump = await readFile(inject('pgliteDump'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([dump]),
  });
  await database.close();
  return dataDir;
}

/**
 * The real server (PGlite in `dataDir`) as a child process, resolved once it answers its health check;
 * crash tests kill it with SIGKILL and start it again on the same data. It runs the bundle global setup
 * keeps fresh (dist/main.js, built from these sources): under tsx each start spent about twice as long
 * loading modules.
 */
export async function startServerProcess(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const { port, dataDir } = options;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** Kills the process at once (no shutdown of any kind) and waits for it to be gone. */
export async function killHard(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
