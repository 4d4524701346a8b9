import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { recipientPathHash } from '../../packages/shared/src/recipient-paths.ts';

const server = 'http://127.0.0.1:3000';

/** In development, as the server does in production: a recipient page's path loads recipient.html. */
/**
 * Writes a .br and a .gz beside every built script, style sheet and page: the server sends them as they
 * are (preCompressed), so a phone on a slow network downloads a third of the bytes at no CPU cost.
 */
const precompress: Plugin = {
  name: 'folio-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    const brotli = promisify(brotliCompress);
    const gzipped = promisify(gzip);
    await Promise.all(
      Object.keys(bundle)
        .filter((file) => /\.(js|css|html|svg)$/.test(file))
        .map(async (file) => {
          const at = path.join(dir, file);
          const content = await readFile(at);
          await writeFile(
            `${at}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${at}.gz`, await gzipped(content, { level: 9 }));
        }),
    );
  },
};

/**
 * Fails the build when what one page loads imports another page's entry chunk: loading it would run
 * that page's start-up (the recipient page's inside the app, or the reverse).
 */
const entriesStandAlone: Plugin = {
  name: 'folio-entries-stand-alone',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
    );
    const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
    for (const entry of entries) {
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file)) return;
        seen.add(file);
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
          if (imported !== entry && entries.includes(imported))
            this.error(`${file}, loaded by ${entry}, imports the entry chunk ${imported}`);
          visit(imported);
        }
      };
      visit(entry);
    }
  },
};

const recipientEntry: Plugin = {
  name: 'folio-recipient-entry',
  configureServer(dev) {
    dev.middlewares.use((req, _res, next) => {
      const [pathname = '', search = ''] = (req.url ?? '').split('?');
      if (req.method === 'GET' && recipientPathHash(pathname))
        req.url = `/recipient.html${search && `?${search}`}`;
      next();
    });
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), recipientEntry, entriesStandAlone, precompress],
  resolve: {
    alias:
      mode === 'production'
        ? [
            // react-router's package exports point at its development build only; ship the production one.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                import.meta.resolve('react-router').replace('/development/', '/production/'),
              ),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/ws': { target: server, ws: true },
      '/verify': server,
      '/dev': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // Every browser of the target loads modulepreload links natively: no polyfill in each page's JS.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app, and the recipient's pages as a light entry of their own (React and the page only).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        recipient: fileURLToPath(new URL('recipient.html', import.meta.url)),
        // What Folio is, for a signed-out visitor at /: markup and styles, no script.
        landing: fileURLToPath(new URL('landing.html', import.meta.url)),
      },
      // Both entries load React: one chunk of it (and its runtime) rather than a few small ones.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The small modules both pages load, as one chunk rather than a dozen requests. Not lib/case:
            // the recipient's entry needs it to ask for the link, and with it in here the entry would wait
            // on React (which this chunk imports), which a server-drawn cover must not.
            {
              name: 'common',
              includeDependenciesRecursively: false,
              test: /src[\\/](ui[\\/](avatar|button|cn|field|spinner)|lib[\\/](idle|notify|theme)|app[\\/]toaster)\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/](Icon|context|createLucideIcon|defaultAttributes|shared[\\/].*|icons[\\/](eye|plus))\.mjs$/,
            },
            // Also in the shared barrel that the app imports lazily: kept out of the recipient's entry chunk.
            { name: 'recipient-paths', test: /packages[\\/]shared[\\/]src[\\/]recipient-paths\.ts$/ },
          ],
        },
      },
      // The shared package is pure (schemas, constants, functions): whatever a page does not use is dropped.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effect: an unused schema of the shared package is dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
}));
