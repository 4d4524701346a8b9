// `npm run typecheck`: tsc on each project, as many at once as there are cores (one tsc uses one), each
// project's output printed whole when it ends. Incremental: a second run re-checks only what changed
// (the build info is kept in .tmp/tsbuildinfo).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { at, root } from './build-if-stale.mjs';

// The largest first, so the small ones fill the other core while it runs.
const projects = ['apps/server', 'apps/web', 'packages/shared', 'packages/converters'];
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

function check(project) {
  const buildInfo = at(`.tmp/tsbuildinfo/${project.replaceAll('/', '-')}.tsbuildinfo`);
  const args = ['-p', project, '--incremental', '--tsBuildInfoFile', buildInfo];
  return new Promise((resolve) => {
    const child = spawn(tsc, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let ok = true;
const lane = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, lane));
process.exitCode = ok ? 0 : 1;
