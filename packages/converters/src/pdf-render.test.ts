import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from './conversion-error.ts';
import { MAX_PAGE_HEIGHT } from './page-files.ts';
import { availableEngines, pdfTools } from './pdf-engines.ts';
import { countPages, MAX_PAGES, pdfPageCount } from './pdf-pages.ts';
import { renderPdf } from './pdf-render.ts';
import type { RenderedPage } from './pdf-render-job.ts';
import {
  colourAt,
  colouredPages,
  colouredPdf,
  near,
  PAGE_COLOURS,
  photoJpeg,
  tempDir,
  writeFixture,
} from './test/fixtures.ts';
import { buildPdf, buildRepeatedPdf } from './test/pdf-builder.ts';

const dir = await tempDir();
const threePages = await writeFixture(dir, 'three.pdf', colouredPdf(3));
const engines = await availableEngines();

async function collect(pages: AsyncIterable<RenderedPage>): Promise<RenderedPage[]> {
  const all: RenderedPage[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

const truncated = (pdf: Buffer) => pdf.subarray(0, Math.floor(pdf.length * 0.6));
const unreadable = { userMessage: CONVERSION_MESSAGES.pdfUnreadable };

const counters = (await pdfTools()).pdfinfo ? (['pdfinfo', 'pdfjs'] as const) : (['pdfjs'] as const);

describe('pdfPageCount', () => {
  it('counts the pages', async () => {
    expect(await pdfPageCount(threePages)).toBe(3);
    for (const counter of counters) expect(await countPages(threePages, counter)).toBe(3);
  });

  it.each([
    ['a truncated file', truncated(colouredPdf(6))],
    ['an empty file', Buffer.alloc(0)],
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run in DOS mode')],
    ['a password-protected file', buildPdf(colouredPages(2), { passwordProtected: true })],
  ])("refuses %s with the spec's message", async (_, content) => {
    const file = await writeFixture(dir, `bad-${content.length}.pdf`, content);
    await expect(pdfPageCount(file)).rejects.toMatchObject(unreadable);
    for (const counter of counters) await expect(countPages(file, counter)).rejects.toMatchObject(unreadable);
    await expect(collect(renderPdf(file, path.join(dir, 'never')))).rejects.toMatchObject(unreadable);
  });
});

describe('availableEngines', () => {
  it('always offers pdf.js, last as the slowest, and asks the machine once', async () => {
    expect(engines.at(-1)).toBe('pdfjs');
    expect(new Set(engines).size).toBe(engines.length);
    expect(await availableEngines()).toEqual(engines);
  });
});

describe.each(engines)('renderPdf with %s', (engine) => {
  it('writes each page 1600 px wide with its thumbnail, colours and text', async () => {
    const out = path.join(dir, `out-${engine}`);
    const pages = await collect(renderPdf(threePages, out, { engine }));
    expect(pages.map((page) => page.index)).toEqual([0, 1, 2]);
    for (const page of pages) {
      expect(page.image).toBe(path.join(out, `page-000${page.index + 1}.jpg`));
      expect(page.thumbnail).toBe(path.join(out, `thumb-000${page.index + 1}.jpg`));
      const image = await sharp(page.image).metadata();
      expect(image).toMatchObject({ format: 'jpeg', width: page.width, height: page.height });
      expect(page.width).toBe(1600);
      expect(Math.abs(page.height - (1600 * 842) / 595)).toBeLessThanOrEqual(2);
      expect((await sharp(page.thumbnail).metadata()).width).toBe(400);
      const colour = PAGE_COLOURS[page.index]!;
      expect(near(await colourAt(page.image, 0.25, 0.25), colour)).toBe(true);
      expect(near(await colourAt(page.thumbnail, 0.25, 0.25), colour)).toBe(true);
      expect(near(await colourAt(page.image, 0.75, 0.25), [255, 255, 255])).toBe(true);
      expect(page.text).toContain(`Page ${page.index + 1} of 3`);
    }
    const files = (await readdir(out)).sort();
    expect(files).toEqual([
      'page-0001.jpg',
      'page-0002.jpg',
      'page-0003.jpg',
      'thumb-0001.jpg',
      'thumb-0002.jpg',
      'thumb-0003.jpg',
    ]);
  });

  it('clamps a 1×400-inch page to MAX_PAGE_HEIGHT, and draws the pages around it as usual', async () => {
    const tall = {
      width: 72,
      height: 72 * 400,
      rects: [{ x: 0, y: 0, width: 72, height: 72 * 400, rgb: [200, 20, 20] as const }],
    };
    const file = await writeFixture(dir, `tall-${engine}.pdf`, buildPdf([{}, tall, {}]));
    const pages = await collect(renderPdf(file, path.join(dir, `tall-${engine}`), { engine }));
    expect(pages.map((page) => [page.index, page.width, page.height])).toEqual([
      [0, 1600, expect.closeTo((1600 * 842) / 595, -1)],
      [1, 32, MAX_PAGE_HEIGHT],
      [2, 1600, expect.closeTo((1600 * 842) / 595, -1)],
    ]);
    expect(await sharp(pages[1]!.image).metadata()).toMatchObject({ width: 32, height: MAX_PAGE_HEIGHT });
    expect(near(await colourAt(pages[1]!.image, 0.5, 0.5), [200, 20, 20])).toBe(true);
  });

  it('resumes from a later page', async () => {
    const out = path.join(dir, `resume-${engine}`);
    const pages = await collect(renderPdf(threePages, out, { engine, fromPage: 1 }));
    expect(pages.map((page) => [page.index, page.text.includes(`Page ${page.index + 1} of 3`)])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(near(await colourAt(pages[0]!.image, 0.25, 0.25), PAGE_COLOURS[1]!)).toBe(true);
    expect(existsSync(path.join(out, 'page-0001.jpg'))).toBe(false);
  });

  it('streams: the first page comes before the last is drawn, and leaving stops the renderer', async () => {
    const PAGES = 200;
    const photo = {
      jpeg: await photoJpeg(1),
      pixelWidth: 1200,
      pixelHeight: 800,
      x: 40,
      y: 40,
      width: 515,
      height: 343,
    };
    // Long enough that a busy machine (npm test runs this niced beside the journeys) cannot draw every page
    // before the loop below leaves.
    const file = await writeFixture(dir, `long-${engine}.pdf`, buildPdf(colouredPages(PAGES, photo)));
    const out = path.join(dir, `long-${engine}`);
    let atFirst: string[] = [];
    for await (const page of renderPdf(file, out, { engine })) {
      expect(page.index).toBe(0);
      atFirst = await readdir(out);
      break;
    }
    expect(atFirst).toContain('page-0001.jpg');
    expect(atFirst).not.toContain(`page-0${PAGES}.jpg`);
    // Leaving returns once the engine has stopped: nothing is written afterwards.
    const later = (await readdir(out)).filter((name) => name.startsWith('page-'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const settled = await readdir(out);
    expect(settled.filter((name) => name.startsWith('page-'))).toEqual(later);
    expect(later.length).toBeLessThan(PAGES);
    expect(settled.filter((name) => name.startsWith('.') || name.endsWith('.partial'))).toEqual([]);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const out = path.join(dir, `abort-${engine}`);
    const seen: number[] = [];
    const run = async () => {
      for await (const page of renderPdf(threePages, out, { engine, signal: controller.signal })) {
        seen.push(page.index);
        controller.abort(new Error('job cancelled'));
      }
    };
    await expect(run()).rejects.toThrow('job cancelled');
    expect(seen).toEqual([0]);
  });
});

describe('page limit', () => {
  it(`refuses a file over ${MAX_PAGES} pages before rendering anything`, async () => {
    const file = await writeFixture(dir, 'huge.pdf', buildRepeatedPdf(2000, colouredPages(1)[0]!));
    const out = path.join(dir, 'huge');
    const started = performance.now();
    await expect(collect(renderPdf(file, out))).rejects.toMatchObject({
      userMessage: `This file has more than 500 pages. Split it into smaller files.`,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(existsSync(out)).toBe(false);
    expect(await pdfPageCount(file)).toBe(2000);
    expect((await stat(file)).size).toBeLessThan(1_000_000);
  });
});
