// The offline summarizer (apps/server/src/modules/summarizer/extractive.ts) on a 50-page PDF's text:
// a market report written as a real PDF (a heading and 44 lines of prose a page), its page text read by
// poppler's pdftotext as the conversion does, then summarized. Baseline, same run: only splitting that
// text into sentences. Budget: ≤ 300 ms for the summary.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { fmt, median, tempDataDir } from './lib.mjs';

const { summarizeExtractive, splitSentences } = await tsImport(
  '../apps/server/src/modules/summarizer/extractive.ts',
  import.meta.url,
);
const { buildPdf } = await tsImport('../packages/converters/src/test/pdf-builder.ts', import.meta.url);

const PAGES = 50;
const RUNS = 15;
const BUDGET_MS = 300;

// A seeded generator: the same document every run.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const SUBJECTS = [
  'The median price',
  'Rental demand',
  'The number of listings',
  'Buyer interest',
  'New construction',
  'Average rent',
  'Mortgage approval',
  'Days on market',
  'Investor activity',
  'Waterfront supply',
];
const VERBS = [
  'rose',
  'fell',
  'held steady',
  'climbed',
  'eased',
  'grew',
  'slowed',
  'recovered',
  'doubled',
  'softened',
];
const PLACES = [
  'in the harbour district',
  'near the old town',
  'across the coastal suburbs',
  'around the new rail station',
  'in family neighbourhoods',
  'along the river front',
  'in the university quarter',
  'near the business park',
];
const REASONS = [
  'as interest rates stayed high',
  'while new residents arrived for work',
  'after the school catchment changed',
  'because supply stayed tight',
  'as remote workers moved in',
  'despite higher building costs',
  'while sellers waited for spring',
  'as lenders relaxed their rules',
];
const sentence = () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(PLACES)} ${pick(REASONS)}.`;

const dir = tempDataDir();
const pdf = path.join(dir, 'report.pdf');
const pages = Array.from({ length: PAGES }, (_, page) => {
  const prose = Array.from({ length: 22 }, sentence).join(' ');
  const lines = prose.match(/.{1,95}(\s|$)/g).map((line) => line.trim());
  return {
    texts: [
      {
        x: 40,
        y: 800,
        size: 20,
        text: page === 0 ? 'Coastal Housing Market Report' : `Quarter ${(page % 4) + 1} Findings`,
      },
      ...lines.slice(0, 44).map((text, j) => ({ x: 40, y: 770 - j * 16, size: 9, text })),
    ],
  };
});
writeFileSync(pdf, buildPdf(pages));
const extracted = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
if (extracted.status !== 0) throw new Error('pdftotext failed: is poppler installed?');
const pageTexts = extracted.stdout.split('\f').slice(0, PAGES);
const characters = pageTexts.reduce((sum, text) => sum + text.length, 0);

const time = (work) => {
  const times = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = work();
    times.push(performance.now() - started);
  }
  return { ms: median(times), result };
};

time(() => summarizeExtractive(pageTexts)); // warm-up: JIT
const baseline = time(() => splitSentences(pageTexts.join('\n')));
const summary = time(() => summarizeExtractive(pageTexts));

console.log(`${PAGES}-page PDF, ${fmt(characters)} characters of page text, ${RUNS} runs (median)`);
console.log(`title: ${summary.result.title}`);
console.log(`description: ${summary.result.description}`);
console.log(`baseline, split into ${fmt(baseline.result.length)} sentences: ${fmt(baseline.ms, 1)} ms`);
console.log(`extractive summary (TextRank): ${fmt(summary.ms, 1)} ms (budget ${BUDGET_MS} ms)`);
console.log(`ratio summary/baseline: ${fmt(summary.ms / baseline.ms, 1)}×`);
if (summary.ms > BUDGET_MS) process.exitCode = 1;
rmSync(dir, { recursive: true, force: true });
