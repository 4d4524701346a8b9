// PDF → page images (packages/converters renderPdf): 50 realistic pages (text, shapes, a JPEG photo
// each), rendered 1600 px wide with a 400 px thumbnail per page, against poppler's
// `pdftoppm -r 150 -jpeg` alone as the baseline. Budget: ≤ 1.5× the baseline, first page ≤ 2 s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { fmt, median, tempDataDir } from './lib.mjs';

const { availableEngines, pdfPageCount, renderPdf } = await tsImport(
  '../packages/converters/src/index.ts',
  import.meta.url,
);
const { buildPdf } = await tsImport('../packages/converters/src/test/pdf-builder.ts', import.meta.url);
const { photoJpeg } = await tsImport('../packages/converters/src/test/photo.ts', import.meta.url);

const PAGES = 50;
const RUNS = 3;
const BUDGET_RATIO = 1.5;
const BUDGET_FIRST_MS = 2000;

const dir = tempDataDir();
const photos = await Promise.all(Array.from({ length: 10 }, (_, seed) => photoJpeg(seed)));
const lines = (page) =>
  Array.from({ length: 14 }, (_, j) => ({
    x: 56,
    y: 300 - j * 17,
    size: 11,
    text: `${page + 1}.${j + 1} Bright three-bedroom home with a south-facing garden, close to schools and transport.`,
  }));
const pdf = path.join(dir, 'listing.pdf');
writeFileSync(
  pdf,
  buildPdf(
    Array.from({ length: PAGES }, (_, i) => ({
      rects: [
        { x: 0, y: 782, width: 595, height: 60, rgb: [52, 73, 94] },
        { x: 40, y: 40, width: 160, height: 6, rgb: [232, 47, 114] },
        { x: 400, y: 330, width: 155, height: 40, rgb: [210, 215, 224] },
      ],
      texts: [{ x: 40, y: 800, size: 22, text: `Listing page ${i + 1}` }, ...lines(i)],
      photo: {
        jpeg: photos[i % photos.length],
        pixelWidth: 1200,
        pixelHeight: 800,
        x: 40,
        y: 390,
        width: 515,
        height: 343,
      },
    })),
  ),
);

/**
 * CPU time of this process and its finished children in ms (Linux /proc, 100 ticks a second):
 * steadier than wall time on a shared, busy machine.
 */
const cpuMs = () => {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
};

const has = (command) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0;
const timeCommand = (command, args) => {
  const out = path.join(dir, `cmd-${command}`);
  const times = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    const started = performance.now();
    const cpuBefore = cpuMs();
    const result = spawnSync(command, args(out), { stdio: 'ignore' });
    times.push(performance.now() - started);
    cpu.push(cpuMs() - cpuBefore);
    if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
  }
  return { wall: median(times), cpu: median(cpu) };
};

async function timeRender(engine, runs) {
  const totals = [];
  const firsts = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const out = path.join(dir, `render-${engine}`);
    rmSync(out, { recursive: true, force: true });
    const started = performance.now();
    const cpuBefore = cpuMs();
    let first;
    let count = 0;
    for await (const _page of renderPdf(pdf, out, { engine })) {
      first ??= performance.now() - started;
      count += 1;
    }
    if (count !== PAGES) throw new Error(`${engine} gave ${count} pages`);
    totals.push(performance.now() - started);
    // Children are counted once reaped: wait for the last ones to be.
    await new Promise((resolve) => setTimeout(resolve, 100));
    cpu.push(cpuMs() - cpuBefore);
    firsts.push(first);
  }
  return { total: median(totals), first: median(firsts), cpu: median(cpu) };
}

const ms = (n) => `${fmt(n)} ms`;
console.log(
  `${PAGES} pages, ${fmt(statSync(pdf).size / 1e6, 1)} MB; median of ${RUNS} runs; wall time, then CPU time`,
);
const both = ({ wall, cpu }) => `${ms(wall).padStart(9)}  cpu ${ms(cpu).padStart(9)}`;

// A worker process is warm: page counting and engine detection once before timing.
await pdfPageCount(pdf);
const engines = await availableEngines();

let baseline;
if (has('pdftoppm')) {
  const measured = timeCommand('pdftoppm', (out) => ['-r', '150', '-jpeg', pdf, path.join(out, 'p')]);
  baseline = measured.wall;
  console.log(`(a) baseline  pdftoppm -r 150 -jpeg, 1240 px, no thumbnails    ${both(measured)}`);
}
if (has('mutool')) {
  const raw = timeCommand('mutool', (out) => [
    'draw',
    '-q',
    '-c',
    'rgb',
    '-F',
    'pnm',
    '-w',
    '1600',
    '-o',
    path.join(out, 'm%d.pnm'),
    pdf,
  ]);
  console.log(`(b) reference mutool draw -w 1600, raw pixels, one process    ${both(raw)}`);
}
const results = {};
for (const engine of engines) {
  results[engine] = await timeRender(engine, engine === 'pdfjs' ? 1 : RUNS);
  const ratio = baseline ? ` = ${fmt(results[engine].total / baseline, 2)}× baseline` : '';
  const { total, cpu, first } = results[engine];
  console.log(
    `(c) renderPdf ${engine.padEnd(8)} 1600 px + 400 px thumbnails    ${both({ wall: total, cpu })}${ratio}; (d) first page ${ms(first)}`,
  );
}
const chosen = engines[0];
const { total, first } = results[chosen];
if (baseline) {
  const ratio = total / baseline;
  console.log(
    `default engine ${chosen}: ${fmt(ratio, 2)}× pdftoppm -r 150 (budget ≤ ${BUDGET_RATIO}×: ${ratio <= BUDGET_RATIO ? 'met' : 'MISSED'}), first page ${ms(first)} (budget ≤ ${fmt(BUDGET_FIRST_MS)} ms: ${first <= BUDGET_FIRST_MS ? 'met' : 'MISSED'})`,
  );
} else {
  console.log(
    `default engine ${chosen}: no pdftoppm on this machine for the baseline; first page ${ms(first)}`,
  );
}
rmSync(dir, { recursive: true, force: true });
