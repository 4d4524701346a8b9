import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_PAGE_HEIGHT, PAGE_JPEG, PAGE_WIDTH, pageFiles, writePageFromJpeg } from './page-files.ts';
import type { EngineJob } from './pdf-render-job.ts';
import { tidyPageText } from './pdf-text.ts';
import { openPdf } from './pdfjs.ts';

/** The page's text items, a line break where pdf.js saw one. */
async function pageText(page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>): Promise<string> {
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
  }
  return tidyPageText(text);
}

/**
 * pdf.js in this process with @napi-rs/canvas: slower than the native renderers but needs
 * nothing installed. Pages are drawn one after the other; the JPEG encoding runs off the main thread.
 */
export function startPdfjs(job: EngineJob): void {
  const drawing = (async () => {
    const document = await openPdf(job.pdfPath);
    job.onStop(() => void document.destroy());
    for (const index of job.indexes) {
      if (job.isStopped) return;
      const page = await document.getPage(index + 1);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(PAGE_WIDTH / natural.width, MAX_PAGE_HEIGHT / natural.height);
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas: canvas as never,
        canvasContext: context as never,
        viewport,
      }).promise;
      const [jpeg, text] = await Promise.all([canvas.encode('jpeg', PAGE_JPEG.quality), pageText(page)]);
      page.cleanup();
      const files = pageFiles(job.outDir, index);
      await writePageFromJpeg(jpeg, files);
      job.pageReady(index, files, canvas.width, canvas.height, text);
    }
    await document.destroy();
  })();
  job.track(drawing.catch(job.fail));
}
