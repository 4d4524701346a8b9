// A watermarked page (issue 18): a 1600 px JPEG page read from the local file store and drawn for a
// viewer with sharp, on first request (a new viewer's very first page: their text's tile is set and turned
// too; then a page of a known viewer) and cached (read back from the bounded disk cache). Baseline: the
// same page served as it is (read from the store), same run. Budgets: first ≤ 60 ms, cached ≤ 5 ms.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { fmt, median, tempDataDir } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const server = (file) => tsImport(`../apps/server/src/${file}`, import.meta.url);
const { createLocalStore } = await server('platform/storage/local-store.ts');
const { createWatermarkDrawer } = await server('modules/watermarks/watermark-image.ts');
const { createWatermarkCache } = await server('modules/watermarks/watermark-cache.ts');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const dataDir = tempDataDir();
try {
  await mkdir(`${dataDir}/files/pages`, { recursive: true });
  const store = await createLocalStore(`${dataDir}/files`);
  // A page with text and blocks, as a converted brochure page looks (≈ 1600 × 2070, quality 82).
  const lines = Array.from(
    { length: 40 },
    (_, i) =>
      `<text x="120" y="${400 + i * 40}" font-size="28">Line ${i} of the listing: four bedrooms, sea view, garden</text>`,
  );
  const page = await sharp({ create: { width: 1600, height: 2070, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1600" height="2070"><rect x="100" y="80" width="1400" height="260" fill="#34495e"/>${lines.join('')}</svg>`,
        ),
      },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
  for (let n = 0; n < ROUNDS; n += 1) await writeFile(`${dataDir}/files/pages/page-${n}.jpg`, page);
  const drawer = createWatermarkDrawer(FONT);
  const cache = createWatermarkCache(`${dataDir}/cache/watermarks`, 256 * 1024 * 1024);
  const read = async (key) => buffer((await store.get(key)).stream);
  // Wall time, and the process's CPU time (libvips' threads included): on a busy machine the wall time
  // also counts the other processes' turns, the CPU time only this work.
  const time = async (work) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await work();
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
  };
  const served = (viewer, n) =>
    cache.get(`${viewer}-${n}`, async () =>
      drawer.draw(await read(`pages/page-${n}.jpg`), {
        text: `${viewer}@example.com · 2026-11-27 · For the Smiths`,
        opacity: 20,
      }),
    );

  await served('warm-up', 0);
  const clean = [];
  const newViewer = [];
  const samePage = [];
  const cached = [];
  for (let n = 0; n < ROUNDS; n += 1) {
    clean.push(await time(() => read(`pages/page-${n}.jpg`)));
    newViewer.push(await time(() => served(`viewer${n}`, n)));
    samePage.push(await time(() => served('regular', n)));
    cached.push(await time(() => served('regular', n)));
  }
  const base = median(clean.map((t) => t.wall));
  const row = (label, times, budget) => {
    const ms = median(times.map((t) => t.wall));
    const cpu = median(times.map((t) => t.cpu));
    const verdict =
      budget === undefined ? '' : ms <= budget ? `  within ${budget} ms` : `  OVER ${budget} ms`;
    console.log(
      `${label.padEnd(44)} ${fmt(ms, 2).padStart(8)} ms (cpu ${fmt(cpu, 1).padStart(5)} ms)  ×${fmt(ms / base, 1)} the clean page${verdict}`,
    );
  };
  console.log(`watermarked 1600 px JPEG page, median of ${ROUNDS} (${fmt(page.length / 1024)} KB page)`);
  row('clean page served from the store (baseline)', clean);
  row('first request, new viewer (text set, drawn)', newViewer, 60);
  row('first request of a page, known viewer', samePage, 60);
  row('cached (disk cache read)', cached, 5);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
