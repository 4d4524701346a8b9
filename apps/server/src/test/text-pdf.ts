/**
 * A real PDF written by hand: one A4 page per text, in Helvetica Bold at `size` points, plus `padding`
 * bytes of filler no page uses (so an upload lasts long enough to watch). A page given as lines has the
 * first at `size` (a heading) and the others below it at 10 points, one line each.
 */
export function textPdf(
  texts: (string | string[])[],
  { size = 48, padding = 0 }: { size?: number; padding?: number } = {},
) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${texts.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${texts.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  texts.forEach((text, i) => {
    const [first, ...rest] = [text].flat();
    const body = rest.map((line, j) => `${j === 0 ? '/F1 10 Tf 0 -40 Td' : '0 -14 Td'} (${line}) Tj`);
    const content = `BT /F1 ${size} Tf 72 ${rest.length ? 760 : 400} Td (${first}) Tj ${body.join(' ')} ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  if (padding) objects.push(`<< /Length ${padding} >>\nstream\n${'%'.repeat(padding)}\nendstream`);
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
