// Accuracy of the insights (spec issue 6 §5): runs tests/e2e/insights-accuracy.spec.ts, where scripted
// viewers on three links (one tab closed at once, one reloaded) stay on known pages for known seconds,
// and prints, per viewer and page, the truth the script measured against what the insights API reports.
// Budget: page views exact, durations within ±10%. The ratio reported/true is the figure; load does not
// bias it (both sides see the same clock), it only adds jitter.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { at, fmt, freePort } from './lib.mjs';

const TOLERANCE = 0.1;
const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-accuracy-'));
const resultFile = path.join(dir, 'insights-accuracy.json');

const run = spawnSync(
  process.execPath,
  [
    at('node_modules/@playwright/test/cli.js'),
    'test',
    'tests/e2e/insights-accuracy.spec.ts',
    '--output',
    path.join(dir, 'output'),
    '--reporter',
    'line',
  ],
  {
    cwd: at('.'),
    // A port of its own: an end-to-end run elsewhere on the machine keeps its server.
    env: { ...process.env, E2E_PORT: String(await freePort()), INSIGHTS_ACCURACY_FILE: resultFile },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  },
);

let result;
try {
  result = JSON.parse(readFileSync(resultFile, 'utf8'));
} catch {
  console.log(run.stdout);
  console.log('insights accuracy: the spec wrote no result (see its output above)');
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });

const pct = ([truth, reported]) => (truth === 0 ? '—' : `${fmt(((reported - truth) / truth) * 100, 1)}%`);
const pad = (text, width) => String(text).padStart(width);
const errors = [];
let views = 0;
let viewsExact = 0;

function table(title, rows, total) {
  console.log(`\n${title}`);
  console.log(
    `  ${'page'.padEnd(6)}${pad('views true/API', 16)}${pad('s true', 9)}${pad('s API', 7)}${pad('error', 9)}`,
  );
  for (const row of rows) {
    views += 1;
    if (row.views[0] === row.views[1]) viewsExact += 1;
    if (row.scripted) errors.push(Math.abs(row.seconds[1] - row.seconds[0]) / row.seconds[0]);
    const mark = row.views[0] === row.views[1] ? ' ' : '✗';
    console.log(
      `  ${String(row.page + 1).padEnd(6)}${pad(`${row.views[0]}/${row.views[1]} ${mark}`, 16)}` +
        `${pad(fmt(row.seconds[0], 1), 9)}${pad(row.seconds[1], 7)}${pad(row.scripted ? pct(row.seconds) : 'passing', 9)}`,
    );
  }
  if (total) {
    errors.push(Math.abs(total[1] - total[0]) / total[0]);
    console.log(
      `  ${'all'.padEnd(6)}${pad('', 16)}${pad(fmt(total[0], 1), 9)}${pad(total[1], 7)}${pad(pct(total), 9)}`,
    );
  }
}

for (const viewer of result.viewers)
  table(`${viewer.label}: ${viewer.sessions} session(s)`, viewer.rows, viewer.total);
table('Every page over the three viewers (asset figures)', result.pages);

const worst = Math.max(...errors);
const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
console.log(
  `\npage views exact: ${viewsExact}/${views}; durations: mean |error| ${fmt(mean * 100, 1)}%, ` +
    `worst ${fmt(worst * 100, 1)}% (budget ±${TOLERANCE * 100}%, whole seconds as the API rounds them)`,
);
console.log(`spec ${run.status === 0 ? 'passed' : 'FAILED'}`);
process.exitCode = run.status === 0 && viewsExact === views && worst <= TOLERANCE ? 0 : 1;
