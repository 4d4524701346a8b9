// CPU an idle embedded server spends (PGlite, no requests): its process's CPU time over 20 s, read from
// /proc once it has been up 5 s. Baseline, measured in the same run on a copy of its database: pg-boss
// finding work its own way, a fetch per queue every 0.5 s (what the server did before one look across all
// queues woke their workers), in this process. Linux only (/proc).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { buildIfStale, fmt, startServer, tempDataDir } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** User + system CPU seconds of a process, from /proc/<pid>/stat (fields 14 and 15, in clock ticks). */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

buildIfStale(['server'], { quiet: true });

const dataDir = tempDataDir();
// A new data folder: initdb and the migrations first, slow on a busy machine.
const server = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 240_000 });
await sleep(5_000);
const before = cpuOf(server.pid);
await sleep(SECONDS * 1000);
const idle = cpuOf(server.pid) - before;
await server.stop();

// The baseline on a copy of the database the server left, with the same queues.
const copy = path.join(tempDataDir(), 'db');
cpSync(path.join(dataDir, 'db'), copy, { recursive: true });
const pglite = new PGlite({ dataDir: copy });
await pglite.waitReady;
const names = (await pglite.query('select name from pgboss.queue')).rows.map((row) => row.name);
const boss = new PgBoss({
  db: {
    executeSql: async (text, values) =>
      values?.length ? pglite.query(text, values) : ((await pglite.exec(text)).at(-1) ?? { rows: [] }),
  },
  schema: 'pgboss',
  supervise: false,
  schedule: false,
  migrate: false,
});
await boss.start();
for (const name of names) await boss.work(name, { pollingIntervalSeconds: 0.5 }, async () => {});
await sleep(5_000);
const started = process.cpuUsage();
await sleep(SECONDS * 1000);
const used = process.cpuUsage(started);
const polling = (used.user + used.system) / 1e6;
await boss.stop({ graceful: false, wait: true });
await pglite.close();
rmSync(dataDir, { recursive: true, force: true });
rmSync(path.dirname(copy), { recursive: true, force: true });

const perSecond = (cpu) => (cpu / SECONDS) * 1000;
console.log(`idle server: CPU over ${SECONDS} s with no request (PGlite)`);
console.log(
  `${'idle server'.padEnd(44)} ${fmt(perSecond(idle), 1).padStart(6)} ms of CPU a second  ${fmt(perSecond(idle) / 10, 2)}% of a core`,
);
console.log(
  `${`baseline: pg-boss polling ${names.length} queues every 0.5 s`.padEnd(44)} ${fmt(perSecond(polling), 1).padStart(6)} ms of CPU a second  ${fmt(idle / polling, 2)}x`,
);
// A timer outlives the stopped pg-boss (PGlite alone exits on its close): the figures are out, end here.
process.exit(0);
