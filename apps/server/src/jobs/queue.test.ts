import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client.ts';
import { defineJob, startQueue } from './queue.ts';

describe('the job queue on the embedded database', () => {
  it('keeps a job queued before a restart and runs it after', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'folio-queue-')), 'db');
    const done: string[] = [];
    const job = defineJob({
      name: 'test.remember',
      schema: z.object({ word: z.string() }),
      handler: async ({ word }) => {
        done.push(word);
      },
    });
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const sender = await startQueue(first, [job], { work: false, onError: () => {} });
    await sender.send(job, { word: 'kept' });
    await expect(sender.send(job, { word: 3 } as never)).rejects.toThrow();
    await sender.stop();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const worker = await startQueue(second, [job], { work: true, onError: () => {} });
    for (let i = 0; i < 50 && done.length === 0; i++) await new Promise((r) => setTimeout(r, 200));
    await worker.stop();
    await second.close();
    expect(done).toEqual(['kept']);
  });
});
