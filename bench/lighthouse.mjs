// Lighthouse (mobile: its default emulation and simulated slow 4G and CPU) on a recipient's page: the
// public link of a presentation of 10 converted photos, served by the built app (`npm start` style,
// temp DATA_DIR). Prints the performance score, the key metrics and what Lighthouse says could be
// faster. Budget: performance ≥ 90. Baseline: the same run on the app's sign-in page, which shows no
// user content. Also the landing page at / (signed out), budget ≥ 95.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale, fmt, startServer, tempDataDir } from './lib.mjs';
import { seedSharedPresentation } from './seed-shared.mjs';

const BUDGET = 90;
const LANDING_BUDGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

buildIfStale(['web', 'server'], { quiet: true });

const dataDir = tempDataDir();
const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'production' }, { timeoutMs: 120_000 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function audit(url, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  // LIGHTHOUSE_REPORT=dir keeps each full report (JSON) for a closer look.
  if (process.env.LIGHTHOUSE_REPORT)
    writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORT, `${new URL(url).pathname.split('/')[1]}.json`),
      JSON.stringify(lhr),
    );
  if (!lhr.runtimeError) return lhr;
  // A loaded machine sometimes loses the trace (NO_NAVSTART): try again, a few times.
  if (attempt < 3) return audit(url, attempt + 1);
  throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
function print(label, lhr, budget) {
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  console.log(
    `${label.padEnd(16)} performance ${String(score).padStart(3)}` +
      (budget ? `  budget ≥ ${budget}: ${score >= budget ? 'met' : 'MISSED'}` : ''),
  );
  console.log(
    `  FCP ${fmt(metric(lhr, 'first-contentful-paint'))} ms  LCP ${fmt(metric(lhr, 'largest-contentful-paint'))} ms  ` +
      `TBT ${fmt(metric(lhr, 'total-blocking-time'))} ms  CLS ${fmt(metric(lhr, 'cumulative-layout-shift'), 3)}  ` +
      `Speed Index ${fmt(metric(lhr, 'speed-index'))} ms  transferred ${fmt(metric(lhr, 'total-byte-weight') / 1024)} KB`,
  );
  const advice = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
    .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
    .slice(0, 5);
  for (const a of advice)
    console.log(`  could save ${fmt(a.details.overallSavingsMs ?? 0).padStart(5)} ms: ${a.title}`);
}

try {
  const { shareUrl } = await seedSharedPresentation(server.url);
  const page = `${server.url}${new URL(shareUrl).pathname}`;
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `mobile, simulated throttling, ${CHROMIUM}, median of ${RUNS} runs`,
  );
  // One run swings with whatever else the machine does: the median of RUNS runs, as Lighthouse advises.
  const scoreOf = (lhr) => lhr.categories.performance.score ?? 0;
  const medianRun = async (url) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
    console.log(
      `  (${label(url)} runs: ${runs.map((r) => Math.round(scoreOf(r) * 100)).join(', ')}; benchmark index ${runs.map((r) => fmt(r.environment.benchmarkIndex)).join(', ')})`,
    );
    return runs.sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)];
  };
  const label = (url) =>
    url.includes('/login') ? 'sign-in page' : url === `${server.url}/` ? 'landing page' : 'recipient page';
  print('recipient page', await medianRun(page), BUDGET);
  print('sign-in page', await medianRun(`${server.url}/login`));
  print('landing page', await medianRun(`${server.url}/`), LANDING_BUDGET);
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
