import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../db/client.ts';
import { patiently } from '../test/patience.ts';
import { migratedDataDir } from '../test/server-process.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { defineJob, startQueue } from './queue.ts';

describe('the job queue on the embedded database', () => {
  it('keeps a job queued before a restart and runs it after', async () => {
    // The run's migrated database on disk: no initdb, and the queue's tables are there as after a first start.
    const folder = await migratedDataDir('folio-queue-');
    const dataDir = path.join(folder, 'db');
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
    await rm(folder, { recursive: true, force: true });
    expect(done).toEqual(['kept']);
  });
});

describe('the job queue stopping', () => {
  it('waits for a running job up to its time, then puts it back in the queue for its next try', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const runs: string[] = [];
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const job = defineJob({
      name: 'test.long',
      schema: z.object({ word: z.string() }),
      handler: async ({ word }) => {
        runs.push(word);
        started();
        // The first run outlives the stop; the second is quick.
        if (runs.length === 1) await new Promise((resolve) => setTimeout(resolve, 3000));
      },
    });
    const first = await startQueue(database, [job], { work: true, onError: () => {} });
    await first.send(job, { word: 'long' });
    await running;
    await first.stop(1000);
    const state = await database.executeSql("select state from pgboss.job where name = 'test.long'", []);
    expect(state.rows).toEqual([{ state: 'retry' }]);

    const second = await startQueue(database, [job], { work: true, onError: () => {} });
    await vi.waitFor(async () => {
      const done = await database.executeSql("select state from pgboss.job where name = 'test.long'", []);
      expect(done.rows).toEqual([{ state: 'completed' }]);
    }, patiently);
    await second.stop();
    await database.close();
    expect(runs).toEqual(['long', 'long']);
  });
});

describe('the job queue, idle and woken', () => {
  const noop = (name: string) => defineJob({ name, schema: z.object({}), handler: async () => {} });

  it('runs a job it was not told about (another process sent it) with one look across every queue', async () => {
    const database = await openTestDatabase();
    const statements: string[] = [];
    const counted: Database = {
      ...database,
      executeSql(text, values) {
        statements.push(text);
        return database.executeSql(text, values);
      },
    };
    const done: string[] = [];
    const remember = defineJob({
      name: 'test.elsewhere',
      schema: z.object({ word: z.string() }),
      handler: async ({ word }) => {
        done.push(word);
      },
    });
    const idle = Array.from({ length: 10 }, (_, i) => noop(`test.idle-${i}`));
    const worker = await startQueue(counted, [remember, ...idle], { work: true, onError: () => {} });
    // The sender is another queue on the same database: nothing wakes this process's worker.
    const sender = await startQueue(database, [remember], { work: false, onError: () => {} });
    await sender.send(remember, { word: 'found' });
    await vi.waitFor(() => expect(done).toEqual(['found']), patiently);

    // Idle, the workers ask for jobs no more: the one look does, whatever the number of queues.
    const fetches = () => statements.filter((text) => /^\s*WITH next as/.test(text)).length;
    const looks = () => statements.filter((text) => text.includes("state < 'active' and start_after")).length;
    const fetchesBefore = fetches();
    const looksBefore = looks();
    await vi.waitFor(() => expect(looks()).toBeGreaterThanOrEqual(looksBefore + 4), patiently);
    expect(fetches()).toBe(fetchesBefore);

    await sender.stop();
    await worker.stop();
    await database.close();
  });
});
