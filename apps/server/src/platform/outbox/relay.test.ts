import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { patiently } from '../../test/patience.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { createEvents, type Delivery } from '../events.ts';
import { outboxEvents } from './outbox.table.ts';
import { startOutboxRelay } from './relay.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { error: () => {} };
const pending = async () => (await database.db.select().from(outboxEvents)).length;

describe('the outbox relay', () => {
  it('delivers what a transaction recorded once it commits, and nothing of one that rolled back', async () => {
    const events = createEvents(() => {});
    const heard: [number, Delivery][] = [];
    events.on('user.registered', ({ userId }, delivery) => {
      heard.push([userId, delivery]);
    });
    const relay = startOutboxRelay({ database, events, log });
    await relay.start();
    await database.db
      .transaction(async (tx) => {
        await events.record(tx, 'user.registered', { userId: 1 });
        tx.rollback();
      })
      .catch(() => {});
    await database.db.transaction((tx) => events.record(tx, 'user.registered', { userId: 2 }, { userId: 3 }));
    events.flush();
    await vi.waitFor(() => expect(heard.map(([id]) => id)).toEqual([2, 3]), patiently);
    await vi.waitFor(async () => expect(await pending()).toBe(0), patiently);
    // Each delivery names its event: a redelivery would carry the same id.
    expect(new Set(heard.map(([, d]) => d.eventId)).size).toBe(2);
    await relay.stop();
  });

  it('keeps an event whose listener failed and delivers it again until it succeeds', async () => {
    const events = createEvents(() => {});
    let calls = 0;
    events.on('user.registered', () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP down');
    });
    const relay = startOutboxRelay({ database, events, log, pollMs: 50 });
    await relay.start();
    await events.record(database.db, 'user.registered', { userId: 4 });
    events.flush();
    await vi.waitFor(() => expect(calls).toBe(1), patiently);
    expect(await pending()).toBe(1);
    // Its backoff, run out at once.
    await database.db.update(outboxEvents).set({ availableAt: sql`now()` });
    await vi.waitFor(() => expect(calls).toBe(2), patiently);
    await vi.waitFor(async () => expect(await pending()).toBe(0), patiently);
    await relay.stop();
  });
});
