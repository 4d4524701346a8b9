import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { availableEngines, type PdfEngine } from './pdf-engines.ts';
import { assertPageLimit, pdfPageCount } from './pdf-pages.ts';
import { EngineJob, type RenderedPage } from './pdf-render-job.ts';
import { startMutool } from './pdf-render-mutool.ts';
import { startPdfjs } from './pdf-render-pdfjs.ts';
import { startPoppler } from './pdf-render-poppler.ts';

export type RenderPdfOptions = {
  /** First page to render, 0-based: a job that crashed resumes where it stopped. */
  fromPage?: number;
  /** Forces a renderer; by default the first of availableEngines(). */
  engine?: PdfEngine;
  signal?: AbortSignal;
};

const START: Record<PdfEngine, (job: EngineJob) => void> = {
  mutool: startMutool,
  pdftoppm: startPoppler,
  pdfjs: startPdfjs,
};

/**
 * Renders a PDF into outDir as page-0001.jpg (1600 px wide) and thumb-0001.jpg (400 px), yielding
 * each page, in order, as soon as both files exist. The page count is checked first: nothing is
 * rendered for a file over MAX_PAGES or one that cannot be read.
 */
export async function* renderPdf(
  pdfPath: string,
  outDir: string,
  options: RenderPdfOptions = {},
): AsyncGenerator<RenderedPage> {
  const fromPage = options.fromPage ?? 0;
  if (!Number.isInteger(fromPage) || fromPage < 0)
    throw new RangeError(`fromPage must be 0 or more: ${fromPage}`);
  const engines = await availableEngines();
  const engine = options.engine ?? engines[0] ?? 'pdfjs';
  if (!engines.includes(engine)) throw new Error(`The PDF engine ${engine} is not installed on this machine`);
  const count = await pdfPageCount(pdfPath);
  assertPageLimit(count);
  if (fromPage >= count) return;
  await mkdir(outDir, { recursive: true });
  const indexes = Array.from({ length: count - fromPage }, (_, i) => fromPage + i);
  // pdf.js renders on this thread: more than one would only take turns.
  const workers = engine === 'pdfjs' ? 1 : Math.min(2, availableParallelism());
  const job = new EngineJob(pdfPath, outDir, indexes, workers, options.signal);
  yield* job.pages(START[engine]);
}
