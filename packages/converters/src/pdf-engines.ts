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
 * The PDF renderers this machine has, the default first. Measured by bench/pdf-conversion.mjs
 * (50 pages with photos, 1600 px pages and thumbnails, two workers each): pdftoppm and mutool
 * finish in about the same time, pdftoppm with 10–20% less CPU (it encodes its own JPEGs; mutool
 * hands raw pixels over for sharp to encode), so pdftoppm comes first; pdf.js, about 8× slower,
 * needs nothing installed and is always there.
 */
export async function availableEngines(): Promise<PdfEngine[]> {
  const tools = await pdfTools();
  const engines: PdfEngine[] = [];
  if (tools.pdftoppm && tools.pdftotext && tools.pdfinfo) engines.push('pdftoppm');
  if (tools.mutool) engines.push('mutool');
  engines.push('pdfjs');
  return engines;
}
