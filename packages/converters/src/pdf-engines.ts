import { commandWorks } from './processes.ts';

export type PdfEngine = 'pdftoppm' | 'mutool' | 'pdfjs';

type Tools = { mutool: boolean; pdftoppm: boolean; pdftotext: boolean; pdfinfo: boolean };

let detected: Promise<Tools> | undefined;

/** Which of the optional PDF programs this machine has; asked once per process. */
export function pdfTools(): Promise<Tools> {
  detected ??= (async () => {
    const [mutool, pdftoppm, pdftotext, pdfinfo] = await Promise.all([
      commandWorks('mutool', ['-v']),
      commandWorks('pdftoppm', ['-v']),
      commandWorks('pdftotext', ['-v']),
      commandWorks('pdfinfo', ['-v']),
    ]);
    return { mutool, pdftoppm, pdftotext, pdfinfo };
  })();
  return detected;
}

/**
 * The PDF renderers this machine has, fastest first (measured by bench/pdf-conversion.mjs):
 * mutool, then poppler's pdftoppm, then pdf.js, which needs nothing installed and is always there.
 */
export async function availableEngines(): Promise<PdfEngine[]> {
  const tools = await pdfTools();
  const engines: PdfEngine[] = [];
  if (tools.mutool) engines.push('mutool');
  if (tools.pdftoppm && tools.pdftotext) engines.push('pdftoppm');
  engines.push('pdfjs');
  return engines;
}
