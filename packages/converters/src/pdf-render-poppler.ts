import path from 'node:path';
import { createInterface } from 'node:readline';
import { adoptPageJpeg, PAGE_JPEG, PAGE_WIDTH, pageFiles, removeLeftovers } from './page-files.ts';
import type { EngineJob } from './pdf-render-job.ts';
import { killGroup, spawnGroup } from './processes.ts';

/**
 * pdftoppm writes each page's JPEG itself and reports it on stderr (-progress); each worker takes
 * the odd or the even pages (-o / -e) so that both cores draw.
 */
export function startPoppler(job: EngineJob): void {
  const first = String((job.indexes[0] ?? 0) + 1);
  const last = String((job.indexes.at(-1) ?? 0) + 1);
  job.textFrom('pdftotext', ['-f', first, '-l', last, '-layout', '-enc', 'UTF-8', job.pdfPath, '-']);
  const shares = job.shares();
  shares.forEach((share, k) => {
    const parity = shares.length === 1 ? [] : (Number(first) + k) % 2 === 1 ? ['-o'] : ['-e'];
    const prefix = path.join(job.outDir, `.pdftoppm-${k}`);
    const args = ['-f', first, '-l', last, ...parity, '-scale-to-x', String(PAGE_WIDTH), '-scale-to-y', '-1'];
    const jpeg = ['-jpeg', '-jpegopt', `quality=${PAGE_JPEG.quality}`, '-progress'];
    const child = spawnGroup('pdftoppm', [...args, ...jpeg, job.pdfPath, prefix]);
    job.onStop(() => killGroup(child));
    const adopted: Promise<void>[] = [];
    let stderr = '';
    let done = 0;
    createInterface({ input: child.stderr! }).on('line', (line) => {
      const progress = /^(\d+) (\d+) (.+)$/.exec(line);
      if (!progress) {
        if (stderr.length < 16_000) stderr += `${line}\n`;
        return;
      }
      const index = Number(progress[1]) - 1;
      const written = progress[3] as string;
      const files = pageFiles(job.outDir, index);
      const step = adoptPageJpeg(written, files).then(({ width, height }) => {
        done += 1;
        job.pageReady(index, files, width, height);
      });
      step.catch(job.fail);
      adopted.push(step);
    });
    child.once('error', job.fail);
    child.once('close', async (code) => {
      await Promise.allSettled(adopted);
      if (job.isStopped) return removeLeftovers(job.outDir, `.pdftoppm-${k}-`);
      if (code !== 0 || done !== share.length) {
        job.fail(new Error(`pdftoppm exited with ${code} after ${done} of ${share.length} pages: ${stderr}`));
      }
    });
  });
}
