/**
 * A tiny PDF writer for tests and benchmarks: text in Helvetica, filled rectangles and JPEG photos,
 * so renderers can be checked by pixel colour and extracted text without committing binaries.
 */
export type Rgb = readonly [number, number, number];
export type PdfRect = { x: number; y: number; width: number; height: number; rgb: Rgb };
export type PdfText = { x: number; y: number; size: number; text: string };
export type PdfPhoto = { jpeg: Buffer; pixelWidth: number; pixelHeight: number } & Omit<PdfRect, 'rgb'>;
export type PdfPage = {
  /** Points; A4 portrait by default. */
  width?: number;
  height?: number;
  rects?: PdfRect[];
  texts?: PdfText[];
  photo?: PdfPhoto;
};

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const n = (value: number) => Number(value.toFixed(3)).toString();

function contentOf(page: PdfPage): string {
  const ops: string[] = [];
  for (const r of page.rects ?? []) {
    ops.push(
      `${r.rgb.map((c) => n(c / 255)).join(' ')} rg ${n(r.x)} ${n(r.y)} ${n(r.width)} ${n(r.height)} re f`,
    );
  }
  if (page.photo) {
    const p = page.photo;
    ops.push(`q ${n(p.width)} 0 0 ${n(p.height)} ${n(p.x)} ${n(p.y)} cm /Im1 Do Q`);
  }
  for (const t of page.texts ?? []) {
    ops.push(`0 0 0 rg BT /F1 ${n(t.size)} Tf ${n(t.x)} ${n(t.y)} Td (${escapeText(t.text)}) Tj ET`);
  }
  return ops.join('\n');
}

class PdfWriter {
  private readonly chunks: Buffer[] = [];
  private readonly offsets: number[] = [];
  private length = 0;

  constructor() {
    this.push(Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1'));
  }

  private push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** Writes object `id` (ids must be written in increasing order from 1). */
  object(id: number, body: string, stream?: Buffer) {
    this.offsets[id] = this.length;
    if (stream === undefined) {
      this.push(Buffer.from(`${id} 0 obj\n${body}\nendobj\n`, 'latin1'));
      return;
    }
    this.push(
      Buffer.from(`${id} 0 obj\n${body.replace(/>>$/, ` /Length ${stream.length} >>`)}\nstream\n`, 'latin1'),
    );
    this.push(stream);
    this.push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }

  finish(rootId: number, trailerExtra = ''): Buffer {
    const count = this.offsets.length;
    const xref = [`xref\n0 ${count}\n0000000000 65535 f \n`];
    for (let id = 1; id < count; id++) xref.push(`${String(this.offsets[id]).padStart(10, '0')} 00000 n \n`);
    const trailer = `trailer\n<< /Size ${count} /Root ${rootId} 0 R${trailerExtra} >>\nstartxref\n${this.length}\n%%EOF\n`;
    this.push(Buffer.from(xref.join('') + trailer, 'latin1'));
    return Buffer.concat(this.chunks);
  }
}

/**
 * Object order: catalog, page tree, font, then per page its dictionary, content and photo.
 * `passwordProtected` adds a standard security handler whose user password is not empty, as a
 * reader sees it (the streams are not really encrypted: no password opens this file).
 */
export function buildPdf(pages: PdfPage[], options: { passwordProtected?: boolean } = {}): Buffer {
  const writer = new PdfWriter();
  const perPage = (i: number) => 4 + i * 3;
  const kids = pages.map((_, i) => `${perPage(i)} 0 R`).join(' ');
  writer.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  writer.object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  writer.object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pages.forEach((page, i) => {
    const id = perPage(i);
    const size = `[0 0 ${n(page.width ?? 595)} ${n(page.height ?? 842)}]`;
    const xobject = page.photo ? ` /XObject << /Im1 ${id + 2} 0 R >>` : '';
    writer.object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox ${size} /Resources << /Font << /F1 3 0 R >>${xobject} >> /Contents ${id + 1} 0 R >>`,
    );
    writer.object(id + 1, '<< >>', Buffer.from(contentOf(page), 'latin1'));
    const p = page.photo;
    writer.object(
      id + 2,
      p
        ? `<< /Type /XObject /Subtype /Image /Width ${p.pixelWidth} /Height ${p.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode >>`
        : 'null',
      p?.jpeg,
    );
  });
  if (!options.passwordProtected) return writer.finish(1);
  const id = 4 + pages.length * 3;
  const key = (byte: string) => `<${byte.repeat(32)}>`;
  writer.object(id, `<< /Filter /Standard /V 1 /R 2 /O ${key('5a')} /U ${key('c3')} /P -3904 >>`);
  return writer.finish(
    1,
    ` /Encrypt ${id} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`,
  );
}

/** `count` pages sharing one page content: quick to write even for thousands of pages. */
export function buildRepeatedPdf(count: number, page: PdfPage): Buffer {
  const writer = new PdfWriter();
  const kids = Array.from({ length: count }, (_, i) => `${5 + i} 0 R`).join(' ');
  writer.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  writer.object(2, `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`);
  writer.object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  writer.object(4, '<< >>', Buffer.from(contentOf(page), 'latin1'));
  const size = `[0 0 ${n(page.width ?? 595)} ${n(page.height ?? 842)}]`;
  for (let i = 0; i < count; i++) {
    writer.object(
      5 + i,
      `<< /Type /Page /Parent 2 0 R /MediaBox ${size} /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>`,
    );
  }
  return writer.finish(1);
}
