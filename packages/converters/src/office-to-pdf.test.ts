import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from './conversion-error.ts';
import { isLibreOfficeAvailable, officeToPdf } from './office-to-pdf.ts';
import { renderPdf } from './pdf-render.ts';
import { colourAt, near, tempDir, writeFixture } from './test/fixtures.ts';
import { buildDocx, buildPptx } from './test/office-fixtures.ts';
import { buildZip } from './test/zip-writer.ts';

const available = await isLibreOfficeAvailable();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});
const dir = await tempDir();

/** Renders a PDF with the default engine and answers each page's text and image. */
async function pagesOf(pdf: string) {
  const pages = [];
  for await (const page of renderPdf(pdf, `${pdf}-pages`)) pages.push(page);
  return pages;
}

/** Processes whose command line names `fragment` (a job folder): none may outlive a conversion. */
async function processesNaming(fragment: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(fragment)) found.push(`${pid}: ${cmdline.replace(/\0/g, ' ')}`);
  }
  return found;
}

describe.skipIf(!available)('officeToPdf', () => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(404).end();
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('converts a .docx, one PDF page per page, with its text', async () => {
    const docx = await writeFixture(
      dir,
      'letter.docx',
      buildDocx({ pages: ['Hello from Folio', 'Second page here'] }),
    );
    const pdf = await officeToPdf(docx, path.join(dir, 'letter-job'));
    expect(pdf).toBe(path.join(dir, 'letter-job', 'letter.pdf'));
    const pages = await pagesOf(pdf);
    expect(pages.map((page) => page.text)).toEqual([
      expect.stringContaining('Hello from Folio'),
      expect.stringContaining('Second page here'),
    ]);
    expect(await readdir(path.join(dir, 'letter-job'))).toEqual(['letter.pdf', 'letter.pdf-pages']);
  });

  it('converts a .pptx, slide colours and titles kept', async () => {
    const slides = [
      { title: 'Kitchen', rgb: 'C81E1E' },
      { title: 'Garden', rgb: '1E1EC8' },
    ];
    const pptx = await writeFixture(dir, 'deck.pptx', buildPptx(slides));
    const pages = await pagesOf(await officeToPdf(pptx, path.join(dir, 'deck-job')));
    expect(pages).toHaveLength(2);
    expect(pages[0]!.text).toContain('Kitchen');
    expect(pages[1]!.text).toContain('Garden');
    expect(near(await colourAt(pages[0]!.image, 0.5, 0.2), [200, 30, 30])).toBe(true);
    expect(near(await colourAt(pages[1]!.image, 0.5, 0.2), [30, 30, 200])).toBe(true);
    expect(pages[0]!.width).toBe(1600);
    expect(Math.abs(pages[0]!.height - 900)).toBeLessThanOrEqual(2);
  });

  describe('a document cannot reach outside its job folder', () => {
    const secret = `FOLIO-SECRET-${randomBytes(6).toString('hex')}`;
    let secretSvg = '';
    let secretText = '';
    beforeAll(async () => {
      const outside = await mkdtemp(path.join(os.tmpdir(), 'folio-outside-'));
      cleanups.push(() => rm(outside, { recursive: true, force: true }));
      secretSvg = await writeFixture(
        outside,
        'secret.svg',
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="100"><rect width="600" height="100" fill="#ff0000"/><text x="10" y="60" font-size="40">${secret}</text></svg>`,
      );
      secretText = await writeFixture(outside, 'secret.txt', `${secret}\n`);
    });

    it('.docx: linked pictures over http and file://, INCLUDEPICTURE and INCLUDETEXT fields', async () => {
      const docx = buildDocx({
        pages: ['Linked things below'],
        linkedImageUrls: [`${origin}/docx-linked.png`, pathToFileURL(secretSvg).href],
        includePictureUrls: [`${origin}/docx-includepicture.png`],
        includeTextPaths: [secretText],
      });
      const pdf = await officeToPdf(
        await writeFixture(dir, 'linked.docx', docx),
        path.join(dir, 'linked-job'),
      );
      const pages = await pagesOf(pdf);
      expect(pages[0]!.text).toContain('Linked things below');
      expect(pages.map((page) => page.text).join('\n')).not.toContain(secret);
      expect(await readFile(pdf, 'latin1')).not.toContain(secret);
      expect(requests).toEqual([]);
    });

    it('.pptx: linked pictures over http and file://', async () => {
      const pptx = buildPptx([
        { title: 'Web picture', rgb: '1EC81E', linkedImageUrl: `${origin}/pptx-linked.png` },
        { title: 'Local picture', rgb: '1EC81E', linkedImageUrl: pathToFileURL(secretSvg).href },
      ]);
      const pdf = await officeToPdf(
        await writeFixture(dir, 'linked.pptx', pptx),
        path.join(dir, 'linked-deck'),
      );
      const pages = await pagesOf(pdf);
      expect(pages.map((page) => page.text)).toEqual([
        expect.stringContaining('Web picture'),
        expect.stringContaining('Local picture'),
      ]);
      expect(pages.map((page) => page.text).join('\n')).not.toContain(secret);
      // The secret picture is red; where it would be drawn the slide stays white.
      expect(near(await colourAt(pages[1]!.image, 0.77, 0.87), [255, 255, 255])).toBe(true);
      expect(requests).toEqual([]);
    });
  });

  it('gives up after the timeout and leaves no LibreOffice process behind', async () => {
    const docx = await writeFixture(dir, 'slow.docx', buildDocx({ pages: ['Slow'] }));
    const job = path.join(dir, 'slow-job');
    const started = performance.now();
    await expect(officeToPdf(docx, job, { timeoutMs: 300 })).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.officeFailed,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await processesNaming(job)).toEqual([]);
    expect(await readdir(job)).toEqual([]);
  });

  it('refuses a file LibreOffice cannot open (it exits 0 without a PDF)', async () => {
    const broken = buildZip({ 'word/document.xml': 'not xml at all', '[Content_Types].xml': '<nope' });
    const docx = await writeFixture(dir, 'broken.docx', broken);
    await expect(officeToPdf(docx, path.join(dir, 'broken-job'))).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.officeFailed,
    });
    const garbage = await writeFixture(dir, 'garbage.xls', randomBytes(4096));
    await expect(officeToPdf(garbage, path.join(dir, 'garbage-job'))).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.officeFailed,
    });
  });

  it('refuses an extension it does not convert', async () => {
    const file = await writeFixture(dir, 'notes.html', '<p>hi</p>');
    await expect(officeToPdf(file, path.join(dir, 'html-job'))).rejects.toMatchObject({
      userMessage: CONVERSION_MESSAGES.notAllowed,
    });
  });
});
