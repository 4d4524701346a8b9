import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  adoptPageJpeg,
  MAX_PAGE_HEIGHT,
  PAGE_JPEG,
  PAGE_WIDTH,
  pageFiles,
  removeLeftovers,
} from './page-files.ts';
import type { EngineJob } from './pdf-render-job.ts';
import { killGroup, run, spawnGroup } from './processes.ts';

const TO_WIDTH = ['-scale-to-x', String(PAGE_WIDTH), '-scale-to-y', '-1'];
/** A page taller than MAX_PAGE_HEIGHT at PAGE_WIDTH is drawn MAX_PAGE_HEIGHT tall (and narrower). */
const TO_HEIGHT = ['-scale-to-x', '-1', '-scale-to-y', String(MAX_PAGE_HEIGHT)];

/** One pdftoppm process: its page selection and scale, and how many pages it writes. */
type Run = { args: string[]; pages: number };

/** 0-based indexes of the pages, as shown (rotation counted), too tall to be drawn PAGE_WIDTH wide. */
async function tallPages(pdfPath: string, first: string, last: string): Promise<Set<number>> {
  const result = await run('pdfinfo', ['-f', first, '-l', last, pdfPath], { timeoutMs: 30_000 });
  if (result.code !== 0) throw new Error(`pdfinfo exited with ${result.code}: ${result.stderr}`);
  const text = result.stdout.toString('utf8');
  const rotations = new Map<number, number>();
  for (const m of text.matchAll(/^Page\s+(\d+) rot:\s+(\d+)/gm)) rotations.set(Number(m[1]), Number(m[2]));
  const tall = new Set<number>();
  for (const m of text.matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+)/gm)) {
    const page = Number(m[1]);
    const [width, height] = (rotations.get(page) ?? 0) % 180 === 0 ? [m[2], m[3]] : [m[3], m[2]];
    if (Number(height) * PAGE_WIDTH > Number(width) * MAX_PAGE_HEIGHT) tall.add(page - 1);
  }
  return tall;
}

/**
 * Each worker's pdftoppm runs. Usually one per worker over the whole range, taking the odd or the even
 * pages (-o / -e) so that both cores draw; when a page is too tall, one run per page, each at its scale.
 */
function runsOf(job: EngineJob, first: string, last: string, tall: Set<number>): Run[][] {
  const shares = job.shares();
  if (tall.size === 0)
    return shares.map((share, k) => {
      const parity = shares.length === 1 ? [] : (Number(first) + k) % 2 === 1 ? ['-o'] : ['-e'];
      return [{ args: ['-f', first, '-l', last, ...parity, ...TO_WIDTH], pages: share.length }];
    });
  return shares.map((share) =>
    share.map((index) => {
      const page = String(index + 1);
      return { args: ['-f', page, '-l', page, ...(tall.has(index) ? TO_HEIGHT : TO_WIDTH)], pages: 1 };
    }),
  );
}

/** pdftoppm writes each page's JPEG itself and reports it on stderr (-progress). */
export function startPoppler(job: EngineJob): void {
  const first = String((job.indexes[0] ?? 0) + 1);
  const last = String((job.indexes.at(-1) ?? 0) + 1);
  job.textFrom('pdftotext', ['-f', first, '-l', last, '-layout', '-enc', 'UTF-8', job.pdfPath, '-']);
  job.track(
    tallPages(job.pdfPath, first, last).then(async (tall) => {
      await Promise.all(
        runsOf(job, first, last, tall).map(async (runs, k) => {
          for (const step of runs) if (!job.isStopped) await draw(job, step, k);
        }),
      );
    }, job.fail),
  );
}

/** One pdftoppm process; resolves when it has ended and its pages are handed on. */
function draw(job: EngineJob, step: Run, k: number): Promise<void> {
  const prefix = path.join(job.outDir, `.pdftoppm-${k}`);
  const jpeg = ['-jpeg', '-jpegopt', `quality=${PAGE_JPEG.quality}`, '-progress'];
  const child = spawnGroup('pdftoppm', [...step.args, ...jpeg, job.pdfPath, prefix]);
  job.onStop(() => killGroup(child));
  const adopted: Promise<void>[] = [];
  let stderr = '';
  let done = 0;
  createInterface({ input: child.stderr! }).on('line', (line) => {
    const progress = /^(\d+) (\d+) (.+)$/.exec(line);
    if (!progress) {
      if (stderr.length < 16_000) stderr += `${line}\n`;
      return;
    }
    const index = Number(progress[1]) - 1;
    const written = progress[3] as string;
    const files = pageFiles(job.outDir, index);
    const adopt = adoptPageJpeg(written, files).then(({ width, height }) => {
      done += 1;
      job.pageReady(index, files, width, height);
    });
    adopt.catch(job.fail);
    adopted.push(adopt);
  });
  child.once('error', job.fail);
  return new Promise((resolve) => {
    child.once('close', async (code) => {
      await Promise.allSettled(adopted);
      if (job.isStopped) await removeLeftovers(job.outDir, `.pdftoppm-${k}-`);
      else if (code !== 0 || done !== step.pages)
        job.fail(new Error(`pdftoppm exited with ${code} after ${done} of ${step.pages} pages: ${stderr}`));
      resolve();
    });
  });
}
