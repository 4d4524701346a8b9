import { watch } from 'node:fs';
import { access, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_PAGE_HEIGHT,
  PAGE_WIDTH,
  pageFiles,
  removeLeftovers,
  writePageFromPixels,
} from './page-files.ts';
import type { EngineJob } from './pdf-render-job.ts';
import { parsePnm } from './pnm.ts';
import { killGroup, spawnGroup } from './processes.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * mutool draw writes raw pixels (PNM) page after page into files in outDir; a page's file is
 * complete once mutool has opened the next one or exited. sharp encodes each page and its
 * thumbnail while mutool draws the next. Files rather than a pipe: through a 64 KB pipe mutool
 * waited for this process at every block. Pages are shared between `workers` processes
 * (1st, 3rd… and 2nd, 4th…) so that both cores draw.
 */
export function startMutool(job: EngineJob): void {
  job.textFrom('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', job.pdfPath, job.pageNumbers(job.indexes)]);
  const pumps: (() => void)[] = [];
  // 'rename' is a file appearing or going; 'change' events (every block mutool writes) do not matter.
  const watcher = watch(job.outDir, (event) => {
    if (event === 'rename') for (const pump of pumps) pump();
  });
  watcher.on('error', job.fail);
  job.onStop(() => watcher.close());
  job.shares().forEach((share, k) => {
    const rawFile = (position: number) =>
      path.join(job.outDir, `.mutool-${k}-${(share[position] ?? -1) + 1}.pnm`);
    const pattern = path.join(job.outDir, `.mutool-${k}-%d.pnm`);
    const args = [
      'draw',
      '-q',
      '-c',
      'rgb',
      '-F',
      'pnm',
      '-w',
      String(PAGE_WIDTH),
      '-h',
      String(MAX_PAGE_HEIGHT),
    ];
    const child = spawnGroup('mutool', [...args, '-o', pattern, job.pdfPath, job.pageNumbers(share)]);
    job.onStop(() => killGroup(child));
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 16_000) stderr += chunk.toString('utf8');
    });
    let exitCode: number | null | undefined;
    let next = 0;
    let pumping = false;
    let again = false;

    /** Hands on every complete page, one at a time (the encoding of one overlaps the drawing of the next). */
    const pump = async () => {
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      try {
        do {
          again = false;
          while (next < share.length && !job.isStopped) {
            const complete = exitCode !== undefined || (await exists(rawFile(next + 1)));
            if (!complete) break;
            const position = next++;
            const index = share[position] as number;
            const pixels = parsePnm(await readFile(rawFile(position)));
            await rm(rawFile(position));
            const files = pageFiles(job.outDir, index);
            await writePageFromPixels(pixels, files);
            job.pageReady(index, files, pixels.width, pixels.height);
          }
        } while (again);
        if (exitCode !== undefined && next < share.length && !job.isStopped) {
          throw new Error(`mutool exited with ${exitCode} after ${next} of ${share.length} pages: ${stderr}`);
        }
        if (exitCode !== undefined && exitCode !== 0)
          throw new Error(`mutool exited with ${exitCode}: ${stderr}`);
      } catch (error) {
        job.fail(error);
      } finally {
        pumping = false;
      }
    };
    const start = () => job.track(pump());
    pumps.push(start);
    child.once('error', job.fail);
    job.track(
      new Promise<void>((resolve) => {
        child.once('close', async (code) => {
          exitCode = code;
          if (job.isStopped) await removeLeftovers(job.outDir, `.mutool-${k}-`);
          else start();
          resolve();
        });
      }),
    );
  });
}
