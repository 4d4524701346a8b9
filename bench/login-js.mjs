// The JavaScript a browser loads for /login, gzipped, against the 150 KB budget: the built app
// served by the built server, opened in Debian's Chromium; every script response is recorded.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfStale, fmt, startServer, tempDataDir } from './lib.mjs';

const BUDGET = 150 * 1000;
const kb = (bytes) => `${fmt(bytes / 1000, 1)} KB`;

buildIfStale(['web', 'server'], { quiet: true });
const dataDir = tempDataDir();
const server = await startServer({ DATA_DIR: dataDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript'))
      scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })));
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  const chunks = (await Promise.all(scripts)).map(({ url, body }) => ({
    url,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  chunks.sort((a, b) => b.gzip - a.gzip);
  console.log(`JS loaded by /login (${chunks.length} files; gzip -9, KB = 1,000 bytes)`);
  for (const c of chunks) console.log(`${kb(c.gzip).padStart(10)}  ${kb(c.raw).padStart(10)} raw  ${c.url}`);
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  console.log(
    `${kb(total).padStart(10)}  total; budget ${kb(BUDGET)}: ${fmt((total / BUDGET) * 100)}% of it, ${total <= BUDGET ? 'within' : 'OVER'}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
