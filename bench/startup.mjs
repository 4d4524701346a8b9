// Time from `node apps/server/dist/main.js` to the first 200 on /api/health, on a new data dir
// (creates and migrates the database) and on an existing one; baseline: a bare `node -e 0`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildIfStale, fmt, median, startServer, tempDataDir } from './lib.mjs';

buildIfStale(['web', 'server'], { quiet: true });

const bare = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  bare.push(performance.now() - started);
}
const baseline = median(bare);

const dataDir = tempDataDir();
const fresh = await startServer({ DATA_DIR: dataDir });
await fresh.stop();
const existing = [];
for (let i = 0; i < 3; i++) {
  const server = await startServer({ DATA_DIR: dataDir });
  existing.push(server.ms);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });

const line = (label, ms, budget) =>
  console.log(
    `${label.padEnd(34)} ${fmt(ms).padStart(6)} ms  budget ${fmt(budget).padStart(6)} ms  ${ms <= budget ? 'within' : 'OVER'}  ${fmt(ms / baseline, 1)}x bare node`,
  );
console.log('startup: node apps/server/dist/main.js to first 200 on /api/health (PGlite)');
console.log(`${'bare node (node -e 0), median of 5'.padEnd(34)} ${fmt(baseline).padStart(6)} ms`);
line('new data dir (initdb + migrations)', fresh.ms, 15_000);
line('existing data dir, median of 3', median(existing), 3_000);
