import { expect } from 'vitest';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';

/** A valid PDF with one page per text (Helvetica on A4), small enough to write by hand. */
export function tinyPdf(texts: string[]) {
  const objects: string[] = [];
  const kids = texts.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${texts.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  texts.forEach((text, i) => {
    const content = `BT /F1 36 Tf 72 700 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Signs an upload and posts the file to the embedded store, as the browser does; returns its key. */
export async function uploadFile(t: TestApp, headers: Headers, filename: string, bytes: Buffer) {
  const signed = await call(t, 'POST', '/api/uploads/sign', headers, { filename, size: bytes.length });
  expect(signed.statusCode).toBe(200);
  const ticket = signed.json() as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), filename);
  const posted = await t.app.inject({
    method: 'POST',
    url: new URL(ticket.url, 'http://folio.test').pathname,
    payload: form as never,
  });
  expect(posted.statusCode).toBe(204);
  return ticket.key;
}

/** Waits until the document's file is converted (or has failed); returns the document. */
export async function convertedDocument(t: TestApp, headers: Headers, id: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await call(t, 'GET', `/api/document/${id}`, headers)).json();
    if (body.is_complete || body.has_error) return body;
    if (Date.now() > deadline) throw new Error(`Document ${id} not converted within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
