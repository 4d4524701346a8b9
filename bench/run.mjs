// `npm run bench`: every benchmark, one after the other (they share two cores). Figures, no assertions.
import { spawnSync } from 'node:child_process';
import { at, buildIfStale } from './lib.mjs';

buildIfStale(['web', 'server']);
let crashed = 0;
for (const name of ['startup', 'api-throughput', 'argon2', 'login-js']) {
  console.log(`\n━━ bench/${name}.mjs`);
  const result = spawnSync(process.execPath, [at(`bench/${name}.mjs`)], { cwd: at('.'), stdio: 'inherit' });
  if (result.status !== 0) crashed += 1;
}
process.exitCode = crashed ? 1 : 0;
