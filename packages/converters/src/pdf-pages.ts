import { CONVERSION_MESSAGES, ConversionError } from './conversion-error.ts';
import { pdfTools } from './pdf-engines.ts';
import { openPdf } from './pdfjs.ts';
import { run } from './processes.ts';

/**
 * The most pages one file may have. 500 pages make 500 page images of ~300 KB each and take
 * about 20 s to render on two cores; a longer file should be split by its owner.
 */
export const MAX_PAGES = 500;

async function countWithPdfinfo(pdfPath: string): Promise<number> {
  const result = await run('pdfinfo', [pdfPath], { timeoutMs: 30_000 });
  const pages = /^Pages:\s+(\d+)\s*$/m.exec(result.stdout.toString('utf8'));
  if (result.code !== 0 || !pages) throw new Error(`pdfinfo exited with ${result.code}: ${result.stderr}`);
  return Number(pages[1]);
}

/** pdf.js also asks for the last page, so a page tree cut short fails here rather than mid-render. */
async function countWithPdfjs(pdfPath: string): Promise<number> {
  const document = await openPdf(pdfPath);
  try {
    await document.getPage(document.numPages);
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

/**
 * Counts a PDF's pages (poppler's pdfinfo when installed, it starts in milliseconds; pdf.js
 * otherwise). Unreadable, truncated and password-protected files throw "Can't load the PDF file."
 */
export async function pdfPageCount(pdfPath: string): Promise<number> {
  return countPages(pdfPath, (await pdfTools()).pdfinfo ? 'pdfinfo' : 'pdfjs');
}

/** pdfPageCount with a chosen counter (tests check both). */
export async function countPages(pdfPath: string, counter: 'pdfinfo' | 'pdfjs'): Promise<number> {
  try {
    const count = counter === 'pdfinfo' ? await countWithPdfinfo(pdfPath) : await countWithPdfjs(pdfPath);
    if (!Number.isInteger(count) || count < 1) throw new Error(`the PDF has ${count} pages`);
    return count;
  } catch (cause) {
    throw new ConversionError(CONVERSION_MESSAGES.pdfUnreadable, { cause });
  }
}

/** Refuses a file with more than MAX_PAGES pages, before anything is rendered. */
export function assertPageLimit(count: number): void {
  if (count > MAX_PAGES) throw new ConversionError(CONVERSION_MESSAGES.tooManyPages(MAX_PAGES));
}
