// What the payment routes add to the app, gzipped, from the built web app's manifest: the shell (the entry
// and the signed-in frame that every private page loads) against its size before the payment pages, and
// the chunks /payment and /payment/{planId} load on top of it. Stripe-related code must stay in those.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { at, buildIfStale, fmt } from './lib.mjs';

/** The shell before the payment pages replaced their placeholder (commit b776e0f), measured the same way. */
const SHELL_BASELINE = 177_889;
const kb = (bytes) => `${fmt(bytes / 1000, 1)} KB`;

buildIfStale(['web'], { quiet: true });
const dist = at('apps/web/dist');
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const gzipOf = (file) => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;

/** The files a manifest entry loads at once: its chunk, its static imports (recursively) and their CSS. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);

const shell = closure('src/app/shell/app-shell.tsx', closure('index.html'));
const shellBytes = total(shell);
console.log('Payment routes: JS and CSS by route (gzip -9, KB = 1,000 bytes; from the Vite manifest)');
console.log(
  `${kb(shellBytes).padStart(10)}  shell (entry + signed-in frame, ${shell.size} files); ` +
    `${shellBytes - SHELL_BASELINE >= 0 ? '+' : ''}${shellBytes - SHELL_BASELINE} bytes against ${kb(SHELL_BASELINE)} at b776e0f, before the payment pages (178.1 KB with them, f393aa3; later work on the shell counts here too)`,
);
for (const [route, key] of [
  ['/payment', 'src/features/payment/payment-page.tsx'],
  ['/payment/{planId}', 'src/features/payment/plan-checkout-page.tsx'],
]) {
  const added = [...closure(key)].filter((file) => !shell.has(file));
  console.log(`${kb(total(added)).padStart(10)}  ${route} on top of the shell (${added.length} files)`);
  for (const file of added) console.log(`${kb(gzipOf(file)).padStart(18)}  ${file}`);
}
const leaked = [...shell].filter((file) => /payment|plan-checkout|coupon/.test(file));
console.log(
  leaked.length ? `payment code in the shell: ${leaked.join(', ')}` : 'no payment chunk in the shell',
);
