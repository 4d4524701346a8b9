import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from './conversion-error.ts';
import { detectKind } from './file-kind.ts';
import { colouredPdf, tempDir, writeFixture } from './test/fixtures.ts';
import { buildDocx, buildPptx } from './test/office-fixtures.ts';
import { buildZip } from './test/zip-writer.ts';

const dir = await tempDir();
const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
  .png()
  .toBuffer();
const jpeg = await sharp(png).jpeg().toBuffer();
const heic = await sharp(png).heif({ compression: 'av1' }).toBuffer();
const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(120)]);
const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(120)]);
/** An ISO media file's first box: ftyp, brand isom. */
const mp4 = Buffer.concat([
  Buffer.from('00000018667479706973736f6d00000200', 'hex'),
  Buffer.from('isomiso2mp41'),
  Buffer.alloc(64),
]);

const detect = async (name: string, content: Buffer | string) =>
  detectKind(await writeFixture(dir, name, content), name);

describe('detectKind', () => {
  it.each([
    ['deck.pdf', colouredPdf(1), { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' }],
    ['letter.docx', buildDocx({ pages: ['x'] }), { kind: 'office', ext: 'docx' }],
    ['slides.PPTX', buildPptx([{ title: 'x', rgb: 'FF0000' }]), { kind: 'office', ext: 'pptx' }],
    ['old.doc', cfb, { kind: 'office', ext: 'doc', mime: 'application/msword' }],
    ['old.xls', cfb, { kind: 'office', ext: 'xls' }],
    ['photo.JPEG', jpeg, { kind: 'image', ext: 'jpg', mime: 'image/jpeg' }],
    ['shot.png', png, { kind: 'image', ext: 'png', mime: 'image/png' }],
    ['phone.heic', heic, { kind: 'image', ext: 'heic' }],
    ['clip.mp4', mp4, { kind: 'video', ext: 'mp4' }],
    [
      'logo.svg',
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      { kind: 'image', ext: 'svg', mime: 'image/svg+xml' },
    ],
    [
      'icon.svg',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>',
      { kind: 'image', ext: 'svg' },
    ],
  ])('accepts %s', async (name, content, expected) => {
    expect(await detect(name, content)).toMatchObject(expected);
  });

  it.each([
    ['an ELF executable renamed .pdf', 'run.pdf', elf],
    ['a Windows executable renamed .pdf', 'setup.pdf', exe],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
    ['a PNG named .jpg', 'photo.jpg', png],
    ['a zip named .doc', 'old.doc', buildZip({ 'a.txt': 'a' })],
    ['a CFB file named .docx', 'new.docx', cfb],
    ['a PDF named .docx', 'letter.docx', colouredPdf(1)],
    ['HTML named .svg', 'page.svg', '<html><svg></svg></html>'],
    ['an executable extension', 'setup.exe', exe],
    ['a file without extension', 'README', 'hello'],
    ['a text file named .mp4', 'clip.mp4', 'just text'],
  ])('refuses %s', async (_, name, content) => {
    await expect(detect(name, content)).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.notAllowed,
    });
  });

  it.each([
    ['a damaged header', Buffer.from('%PDX-1.4\n1 0 obj <<>> endobj\n')],
    ['a line break before the header', Buffer.concat([Buffer.from('\n'), colouredPdf(1)])],
    ['zeros', Buffer.alloc(4000)],
  ])("says a .pdf with %s can't be loaded, not that its type is not allowed", async (_, content) => {
    await expect(detect('listing.pdf', content)).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.pdfUnreadable,
    });
  });
});
