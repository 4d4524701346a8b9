import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { PresentationRow } from '../presentations/presentations.table.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import type { AgreementAcceptanceRow, LinkAgreementRow } from './link-agreements.table.ts';

type Receipt = {
  acceptance: AgreementAcceptanceRow;
  agreement: LinkAgreementRow;
  link: ShareLinkRow;
  presentation: PresentationRow;
};

const PAGE = { width: 595, height: 842, margin: 56 };
/** WinAnsi's characters beyond Latin-1 that the standard fonts draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The standard fonts draw WinAnsi alone; every other character shows as '?' (the SHA-256 names the exact text). */
const drawable = (text: string) =>
  [...text.replace(/\t/g, '    ')]
    .map((ch) =>
      (ch >= ' ' && ch <= '~') || (ch >= '\u00a0' && ch <= '\u00ff') || WIN_ANSI_EXTRA.has(ch) ? ch : '?',
    )
    .join('');

/** Lines of at most `width` points: words wrapped, a word longer than a line cut. */
function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The PDF receipt of an acceptance: who accepted which version of the text, when and from where. */
export async function agreementReceipt({ acceptance, agreement, link, presentation }: Receipt) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Agreement receipt ${acceptance.id}`);
  pdf.setCreationDate(acceptance.acceptedAt);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, { font = regular, size = 10, gap = 4 } = {}) => {
    for (const line of wrap(drawable(text), font, size, width)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.2, 0.29, 0.37) });
      y -= gap;
    }
  };
  const sha = createHash('sha256').update(agreement.text).digest('hex');
  write('Agreement acceptance receipt', { font: bold, size: 18, gap: 16 });
  for (const [label, value] of [
    ['Accepted by', `${acceptance.name} <${acceptance.email}>`],
    ['Accepted at (UTC)', acceptance.acceptedAt.toISOString()],
    ['IP address', acceptance.ip],
    ['Browser', acceptance.userAgent || 'unknown'],
    ['Shared item', presentation.title],
    ['Link', link.name],
    ['Agreement version', `${agreement.version} (written ${agreement.createdAt.toISOString()})`],
    ['Text SHA-256', sha],
  ] as const) {
    write(label, { font: bold, size: 9, gap: 2 });
    write(value, { gap: 8 });
  }
  y -= 8;
  write('Text accepted', { font: bold, size: 12, gap: 8 });
  write(agreement.text);
  return Buffer.from(await pdf.save());
}
