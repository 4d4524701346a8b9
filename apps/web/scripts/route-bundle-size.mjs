// Prints the gzipped size of every JS chunk a route loads, from the Vite build manifest.
// Usage: node scripts/route-bundle-size.mjs [--entry=recipient.html] [src/features/accounts/login-page.tsx]
// (after `vite build`; WEB_DIST=… reads another build). The entry defaults to the app's index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const args = process.argv.slice(2);
const entry = args.find((a) => a.startsWith('--entry='))?.slice('--entry='.length) ?? 'index.html';
const named = args.filter((a) => !a.startsWith('--entry='));
const pages = named.length || entry !== 'index.html' ? named : ['src/features/accounts/login-page.tsx'];

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep);
}
collect(entry);
for (const page of pages) collect(page);

let total = 0;
const rows = [...seen]
  .map((key) => {
    const file = manifest[key].file;
    const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += gz;
    return { file, gz };
  })
  .sort((a, b) => b.gz - a.gz);
for (const { file, gz } of rows) console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB  ${file}`);
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS for ${[entry, ...pages].join(', ')}`,
);
