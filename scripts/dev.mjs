// `npm run dev`: the API from source (restarts on change) and Vite with hot reload on :5173, which
// proxies /api and /ws to the API on :3000. Stopping one stops both.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { at, root } from './build-if-stale.mjs';

// Vite itself rather than `npm run dev -w apps/web`: npm would not pass a stop signal on to it.
const viteManifest = createRequire(at('apps/web/package.json')).resolve('vite/package.json');
const viteBin = path.join(
  path.dirname(viteManifest),
  JSON.parse(readFileSync(viteManifest, 'utf8')).bin.vite,
);

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [viteBin], { cwd: at('apps/web'), stdio: 'inherit' }),
];

const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of running()) child.kill(signal);
  // A child that ignores the signal is not allowed to keep the terminal.
  setTimeout(() => {
    for (const child of running()) child.kill('SIGKILL');
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) process.exitCode = code ?? 1;
    stop('SIGTERM');
    if (running().length === 0) process.exit();
  });
}
console.log('[folio] dev: app on http://localhost:5173 (API on http://localhost:3000)');
