// How long the verified e-mail gate's code takes to reach the mail outbox (issue 18): the time from
// sending POST /api/client/presentations/{hash}/verification-code to the .eml of that address in the
// embedded outbox (DATA_DIR/mail), against a plain GET of the same link's gate page in the same run.
// PGlite (the embedded default). Budget: ≤ 1 s (p50 over the codes; the max is printed too).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, fmt, median, registerUser, startServer, tempDataDir } from './lib.mjs';

/** The per-IP limit is 20 codes an hour: 15 codes, over 5 links (the route allows 5 a minute per link). */
const LINKS = 5;
const CODES = 15;
const BUDGET_MS = 1000;

buildIfStale(['server'], { quiet: true });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when an e-mail to `to` is in the outbox directory. */
async function arrived(mailDir, to, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const names = (() => {
      try {
        return readdirSync(mailDir);
      } catch {
        return [];
      }
    })();
    if (names.some((name) => readFileSync(path.join(mailDir, name), 'latin1').includes(to)))
      return performance.now();
    await sleep(2);
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

const dataDir = tempDataDir();
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' }, { timeoutMs: 120_000 });
try {
  const owner = await registerUser(server.url);
  const post = async (route, body) => {
    const response = await fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: owner.headers,
      body: JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const p = await post('/api/presentations', { title: 'Bench loft', type: 'presentation' });
  const links = [];
  for (let i = 0; i < LINKS; i++)
    links.push(
      await post(`/api/presentations/${p.id}/share-link`, { name: `Bench ${i}`, verify_email: true }),
    );

  const mailDir = path.join(dataDir, 'mail');
  const gatePage = [];
  const toOutbox = [];
  // Warm-up: the first e-mail loads the templates.
  for (let i = 0; i <= CODES; i++) {
    const { hash } = links[i % LINKS];
    const started = performance.now();
    const page = await fetch(`${server.url}/api/client/presentations/${hash}`);
    await page.arrayBuffer();
    const pageMs = performance.now() - started;

    const to = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const requested = performance.now();
    const response = await fetch(`${server.url}/api/client/presentations/${hash}/verification-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: to }),
    });
    if (response.status !== 202) throw new Error(`verification-code answered ${response.status}`);
    // The first e-mail also waits for the queue's first poll and the templates' load.
    const ms = (await arrived(mailDir, to, i === 0 ? 120_000 : 10_000)) - requested;
    if (i === 0) continue;
    gatePage.push(pageMs);
    toOutbox.push(ms);
  }
  const p50 = median(toOutbox);
  const max = Math.max(...toOutbox);
  const baseline = median(gatePage);
  console.log('Verified e-mail gate: code request → e-mail in the outbox (PGlite, embedded outbox)');
  console.log(`  gate page GET (baseline)   p50 ${fmt(baseline, 1).padStart(7)} ms`);
  console.log(
    `  code → outbox              p50 ${fmt(p50, 1).padStart(7)} ms  max ${fmt(max, 1).padStart(7)} ms  ` +
      `(${CODES} codes)  ${fmt(p50 / baseline, 1)}× the gate page  budget ≤ ${BUDGET_MS} ms ` +
      `${p50 <= BUDGET_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
