// Bundles the server entries to dist/ (ESM for Node 20). Dependencies stay in node_modules, except the
// workspace packages (@folio/*), which ship TypeScript source and so are bundled.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/** Bare imports stay external; the workspace's own TypeScript packages are compiled in. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@folio/') ? undefined : { path: args.path, external: true },
    );
  },
};

const outdir = here('./dist');
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: here('./src/main.ts'), admin: here('./src/admin.ts') },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Chunks sit beside main.js, so the paths that db/migrate.ts and app.ts resolve from import.meta.url
  // hold in every chunk; splitting keeps what is imported lazily (e-mail rendering) out of the start.
  splitting: true,
  chunkNames: '[name]-[hash]',
  tsconfig: here('./tsconfig.json'),
  plugins: [externalDependencies],
  logLevel: 'warning',
});
// db/migrate.ts resolves './migrations' beside the bundle.
await cp(here('./src/db/migrations'), `${outdir}/migrations`, { recursive: true });
console.log(`server built to ${outdir}`);
