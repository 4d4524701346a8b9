// The parts of a small Folio cluster on this machine: a private PostgreSQL that can really be restarted,
// Folio instances (ROLE=web or worker) on fixed ports, and HAProxy with deploy/haproxy.cfg in front.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { at, freePort, scratchPostgres } from '../lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL server of its own (initdb in a temporary folder, run as the postgres user when we are root),
 * so that restarting it touches nobody else's tests. When that cannot be had, a scratch database on the
 * shared server, whose "restart" terminates every backend of that database (what the app sees of one).
 */
export async function startPostgres(workDir) {
  const dir = path.join(workDir, 'pg');
  mkdirSync(dir);
  const asRoot = process.getuid?.() === 0;
  let uid = process.getuid?.();
  let gid = process.getgid?.();
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(PG_BIN, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (action, ...extra) =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, ...extra, action]);
  try {
    if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`no ${PG_BIN}/initdb`);
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    ctl('start');
  } catch (error) {
    const shared = await scratchPostgres();
    if (!shared) throw new Error(`no PostgreSQL: ${error.message}`);
    const name = new URL(shared.url).pathname.slice(1);
    return {
      url: shared.url,
      restartNote: `backends of database ${name} terminated (pg_terminate_backend) on the shared server: a private server could not be started (${error.message.split('\n')[0]})`,
      async restart() {
        const pg = (await import('pg')).default;
        const admin = new pg.Client({ connectionString: shared.url.replace(`/${name}`, '/postgres') });
        await admin.connect();
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          name,
        ]);
        await admin.end();
      },
      stop: () => shared.drop(),
    };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartNote: `a private PostgreSQL 15 on port ${port}, restarted with pg_ctl restart -m fast`,
    restart: async () => ctl('restart', '-m', 'fast'),
    stop: async () => ctl('stop', '-m', 'immediate'),
  };
}

/**
 * One Folio process (the built server, as `npm start` runs it) on a fixed port, so the balancer finds it
 * again after a restart. Its log goes to `logDir/<name>.log`.
 */
export function folioInstance({ name, role, port, env, logDir }) {
  let child = null;
  let exited = Promise.resolve(null);
  const url = `http://127.0.0.1:${port}`;
  const instance = {
    name,
    url,
    port,
    get pid() {
      return child?.pid;
    },
    async start() {
      const log = openSync(path.join(logDir, `${name}.log`), 'a');
      child = spawn(process.execPath, [at('apps/server/dist/main.js')], {
        cwd: at('.'),
        // A worker says it is running at level info (it has no requests to log).
        env: {
          ...process.env,
          ...env,
          ...(role === 'worker' && { LOG_LEVEL: 'info' }),
          ROLE: role,
          PORT: String(port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', log, log],
      });
      const current = child;
      exited = new Promise((resolve) => current.once('exit', (code, signal) => resolve(code ?? signal)));
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (current.exitCode !== null) throw new Error(`${name} exited (${current.exitCode}); see ${logDir}`);
        // A worker listens nowhere: it is up once its log says so.
        if (role === 'worker') {
          const text = spawnSync('cat', [path.join(logDir, `${name}.log`)], { encoding: 'utf8' }).stdout;
          if (text.includes('Folio worker is running')) return;
        } else if (
          await fetch(`${url}/api/ready`).then(
            (r) => r.status === 200,
            () => false,
          )
        )
          return;
        await sleep(100);
      }
      throw new Error(`${name} did not become ready`);
    },
    /** Sends the signal; resolves with the exit code (or signal) once the process is gone. */
    async stop(signal = 'SIGTERM') {
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return instance;
}

/** HAProxy with deploy/haproxy.cfg in front of two web instances; installs the Debian package when missing. */
export async function startHaproxy({ port, web1, web2, logDir }) {
  if (spawnSync('haproxy', ['-v']).status !== 0) {
    if (process.getuid?.() !== 0)
      throw new Error('HAProxy is missing: apt-get install -y --no-install-recommends haproxy');
    console.log('Installing HAProxy (Debian package haproxy)…');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], { stdio: 'ignore' });
  }
  const statsPort = await freePort();
  const child = spawn('haproxy', ['-db', '-f', at('deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      FOLIO_BIND: `127.0.0.1:${port}`,
      FOLIO_STATS_BIND: `127.0.0.1:${statsPort}`,
      FOLIO_WEB1: `127.0.0.1:${web1.port}`,
      FOLIO_WEB2: `127.0.0.1:${web2.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log (servers up and down, failed requests), each line with the time it came.
  const lines = [];
  const logFile = path.join(logDir, 'haproxy.log');
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      appendFileSync(logFile, chunk);
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push({ at: Date.now(), line });
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stats = async () => {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/haproxy;csv`).then((r) => r.text());
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const names = header.split(',');
    return rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [names[i], v])));
  };
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null || i > 100)
      throw new Error(`HAProxy did not start: ${lines.map((l) => l.line).join('\n')}`);
    if (
      await stats().then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url,
    /** The lines HAProxy logged so far. */
    log: () => lines,
    /** The backend servers' state as HAProxy sees it (UP, DOWN…), by name. */
    async serverStates() {
      const rows = await stats();
      return Object.fromEntries(
        rows
          .filter((r) => r.pxname === 'folio_web' && r.svname.startsWith('web'))
          .map((r) => [r.svname, r.status]),
      );
    },
    /** Requests HAProxy sent again (wretr) and sent to another server (wredis), over the backend. */
    async retries() {
      const backend = (await stats()).find((r) => r.pxname === 'folio_web' && r.svname === 'BACKEND');
      return { retried: Number(backend?.wretr ?? 0), redispatched: Number(backend?.wredis ?? 0) };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A temporary folder for the run: the instances' shared files, their logs, the private database. */
export function runFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-fault-'));
  // The postgres user must be able to reach the database folder inside.
  spawnSync('chmod', ['755', dir]);
  for (const sub of ['data', 'logs']) mkdirSync(path.join(dir, sub));
  return {
    dir,
    data: path.join(dir, 'data'),
    logs: path.join(dir, 'logs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
