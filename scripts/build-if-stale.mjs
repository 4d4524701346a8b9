// Builds the web app and the server bundle when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const at = (relative) => path.join(root, relative);

/** Newest modification time of the files under these paths (tests excluded), 0 when none. */
function newestSource(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry)) if (child !== 'node_modules') visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(at(p));
  return newest;
}

const builtAt = (files) =>
  files.every((f) => existsSync(at(f))) ? Math.min(...files.map((f) => statSync(at(f)).mtimeMs)) : 0;

function run(workspace, reason, quiet) {
  console.log(`[folio] building ${workspace} (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) console.error(result.stdout, result.stderr);
    console.error(`[folio] the build of ${workspace} failed`);
    process.exit(result.status ?? 1);
  }
}

const targets = {
  web: {
    workspace: 'apps/web',
    outputs: ['apps/web/dist/index.html'],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  server: {
    workspace: 'apps/server',
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/admin.js'],
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src', 'packages/converters/src'],
  },
};

/** Builds the named parts ('web', 'server') that are missing or stale; `quiet` prints output only on failure. */
export function buildIfStale(names, { quiet = false } = {}) {
  for (const name of names) {
    const target = targets[name];
    const built = builtAt(target.outputs);
    if (built === 0) run(target.workspace, 'not built yet', quiet);
    else if (newestSource(target.sources) > built) run(target.workspace, 'sources changed', quiet);
  }
}
