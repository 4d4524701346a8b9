import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as canvas from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type CanvasAndContext = { canvas: canvas.Canvas | null; context: canvas.SKRSContext2D | null };

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string) => `${path.join(pdfjsRoot, name)}/`;

/** pdf.js draws its intermediate canvases (masks, patterns) with the same canvas package we render on. */
class NapiCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    const created = canvas.createCanvas(Math.max(1, width), Math.max(1, height));
    return { canvas: created, context: created.getContext('2d') };
  }

  reset(target: CanvasAndContext, width: number, height: number) {
    if (!target.canvas) throw new Error('canvas was destroyed');
    target.canvas.width = Math.max(1, width);
    target.canvas.height = Math.max(1, height);
  }

  destroy(target: CanvasAndContext) {
    if (target.canvas) {
      target.canvas.width = 0;
      target.canvas.height = 0;
    }
    target.canvas = null;
    target.context = null;
  }
}

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js polyfills DOMMatrix, Path2D and ImageData from its own nested copy of @napi-rs/canvas
 * when they are missing; ours are installed first so that paths and images match our canvas.
 */
function loadPdfJs(): Promise<PdfJs> {
  const globals = globalThis as Record<string, unknown>;
  globals.DOMMatrix ??= canvas.DOMMatrix;
  globals.Path2D ??= canvas.Path2D;
  globals.ImageData ??= canvas.ImageData;
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}

/**
 * Opens a PDF with pdf.js, never evaluating code from the file (isEvalSupported: false,
 * CVE-2024-4367) and with fonts, CMaps and decoders from pdfjs-dist's own folders.
 * Rejects as pdf.js does: InvalidPDFException, PasswordException…
 */
export async function openPdf(pdfPath: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  const data = new Uint8Array(await readFile(pdfPath));
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
    CanvasFactory: NapiCanvasFactory,
    maxImageSize: 100_000_000,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  return task.promise;
}
