import { WEBHOOK_LIMITS, type WebhookDelivery, type WebhookEndpoint } from '@folio/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { outboxEvents } from '../../platform/outbox/outbox.table.ts';
import { createSecretBox, loadEncryptionKey } from '../../platform/secret-box.ts';
import { sha256 } from '../../platform/tokens.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { createWebhooks } from './webhooks.module.ts';
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts';
import { type Receiver, startReceiver } from './webhooks.test-utils.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
let receiver: Receiver;
/** The app's every-minute sweep, run now at the test clock's time. */
let sweep: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp({ clock }));
  receiver = await startReceiver();
  // The module as the app makes it, on the app's database and key; its e-mails go through the app's outbox.
  const events = createEvents(() => {});
  const webhooks = createWebhooks({
    database: t.database,
    clock,
    events,
    secrets: createSecretBox(loadEncryptionKey(undefined, t.dataDir)),
    publicUrl: 'http://folio.test',
    allowLoopback: true,
    queue: () => ({
      send: async () => {},
      sendInTransaction: async () => {},
      wake: () => {},
      stop: async () => {},
    }),
    outbox: () =>
      ({
        send: async () => {},
        record: (db, to, template, props) => events.record(db, 'mail.requested', { to, template, props }),
      }) satisfies Outbox,
    log: { error: () => {} },
  });
  const job = webhooks.jobs.find((j) => j.name === 'webhooks.sweep')!;
  sweep = () => job.handler({}, { lastAttempt: true });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function setUp(events = ['presentation.viewed']) {
  const s = await buildSharedPresentation(t);
  const endpoint = (
    await call(t, 'POST', '/api/webhooks', s.owner.headers, { url: receiver.url, events })
  ).json() as WebhookEndpoint;
  const log = async () =>
    (await call(t, 'GET', `/api/webhooks/${endpoint.id}/deliveries`, s.owner.headers)).json()
      .results as WebhookDelivery[];
  const view = async () => openLink(t, (await s.share()).hash);
  const received = () =>
    receiver.received.filter(
      (r) => (r.json.data as { presentation?: { id: number } }).presentation?.id === s.p.id,
    );
  return { ...s, endpoint, log, view, received };
}

describe('deliveries', () => {
  it('are retried with backoff at the test clock until the receiver answers 2xx', async () => {
    receiver.state.status = 500;
    const s = await setUp();
    await s.view();
    await vi.waitFor(
      async () => expect((await s.log())[0]).toMatchObject({ attempts: 1, response_status: 500 }),
      patiently,
    );
    const [first] = await s.log();
    expect(first).toMatchObject({ status: 'pending', error: 'receiver is down' });
    expect(Date.parse(first!.next_attempt_at!) - clock.now().getTime()).toBe(30_000);

    await sweep();
    expect(s.received()).toHaveLength(1);
    clock.advance(30);
    await sweep();
    expect(s.received()).toHaveLength(2);
    expect(Date.parse((await s.log())[0]!.next_attempt_at!) - clock.now().getTime()).toBe(60_000);

    receiver.state.status = 204;
    clock.advance(60);
    await sweep();
    expect((await s.log())[0]).toMatchObject({ status: 'succeeded', attempts: 3, response_status: 204 });
    const ids = new Set(s.received().map((r) => r.headers['folio-event-id']));
    expect(ids.size).toBe(1);
  });

  it('of one endpoint keep their order: a later event waits while an earlier one is retried', async () => {
    receiver.state.status = 503;
    const s = await setUp();
    await s.view();
    await vi.waitFor(async () => expect((await s.log())[0]?.attempts).toBe(1), patiently);
    await s.view();
    await vi.waitFor(async () => expect(await s.log()).toHaveLength(2), patiently);
    await sweep();
    const [later, earlier] = await s.log();
    expect(later).toMatchObject({ status: 'pending', attempts: 0 });
    expect(s.received()).toHaveLength(1);

    receiver.state.status = 200;
    clock.advance(30);
    await sweep();
    const order = s.received().map((r) => r.json.id);
    expect(order).toEqual([earlier!.event_id, earlier!.event_id, later!.event_id]);
    expect((await s.log()).map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });

  it(`fail after 24 h; ${WEBHOOK_LIMITS.failuresBeforeDisable} failures in a row disable the endpoint and e-mail its owner`, async () => {
    receiver.state.status = 500;
    const s = await setUp();
    await t.database.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: WEBHOOK_LIMITS.failuresBeforeDisable - 1 })
      .where(eq(webhookEndpoints.id, s.endpoint.id));
    await s.view();
    await vi.waitFor(async () => expect((await s.log())[0]?.attempts).toBe(1), patiently);
    clock.advance(24 * 3600 + 1);
    await sweep();
    // A day later: the owner signs in again.
    const login = await call(t, 'POST', '/api/auth/login', {}, { email: s.owner.email, password: PASSWORD });
    const headers = { authorization: `Bearer ${login.json().access}` };
    const log = async () =>
      (await call(t, 'GET', `/api/webhooks/${s.endpoint.id}/deliveries`, headers)).json()
        .results as WebhookDelivery[];
    expect((await log())[0]).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });
    const [listed] = (await call(t, 'GET', '/api/webhooks', headers)).json() as WebhookEndpoint[];
    expect(listed).toMatchObject({ enabled: false });
    expect(listed!.disabled_at).not.toBeNull();
    const disabledMail = () =>
      smtp.messages.find(
        (m) => m.subject === 'Your Folio webhook endpoint was disabled' && m.text?.includes(receiver.url),
      );
    await vi.waitFor(() => expect(disabledMail()).toBeDefined(), { timeout: 30_000 });

    receiver.state.status = 200;
    const enabled = await call(t, 'PATCH', `/api/webhooks/${s.endpoint.id}`, headers, {
      enabled: true,
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabled_at: null });
    const redelivered = await call(
      t,
      'POST',
      `/api/webhooks/${s.endpoint.id}/deliveries/${(await log())[0]!.id}/redeliver`,
      headers,
    );
    expect(redelivered.json()).toMatchObject({ status: 'succeeded', attempts: 3, response_status: 200 });
  });

  it('to a private address are refused at delivery (a name rebound after registration)', async () => {
    const owner = await buildUser(t.app);
    const created = (
      await call(t, 'POST', '/api/webhooks', owner.headers, {
        url: receiver.url,
        events: ['presentation.viewed'],
      })
    ).json() as WebhookEndpoint;
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: 'https://169.254.169.254/latest/meta-data' })
      .where(eq(webhookEndpoints.id, created.id));
    const test = await call(t, 'POST', `/api/webhooks/${created.id}/test`, owner.headers);
    expect(test.json()).toMatchObject({ status: 'failed', response_status: null });
    expect(test.json().error).toMatch(/Refused address 169\.254\.169\.254/);
  });
});

it('a view whose event the outbox delivers again (a crash before its row was deleted) makes one delivery', async () => {
  receiver.state.status = 200;
  const s = await setUp();
  await s.view();
  await vi.waitFor(() => expect(s.received()).toHaveLength(1), patiently);
  const [delivery] = await t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, s.endpoint.id));
  // The outbox row the event came from: its id is what the event id is made of.
  const outboxId = Array.from({ length: 100_000 }, (_, i) => i + 1).find(
    (id) => `evt_${sha256(`${id}:presentation.viewed`).slice(0, 32)}` === delivery!.eventId,
  );
  await vi.waitFor(
    async () => expect(await t.database.db.select().from(outboxEvents)).toEqual([]),
    patiently,
  );
  const payload = (delivery!.payload as { data: { session_id: number; viewed_at: string } }).data;
  await t.database.db.execute(sql`insert into ${outboxEvents} (id, name, payload) overriding system value
    values (${outboxId}, 'presentation.viewed', ${JSON.stringify({
      sessionId: payload.session_id,
      shareLinkId: 0,
      presentationId: s.p.id,
      ownerId: s.owner.user.id,
      viewer: { name: null, email: null, phone: null },
      createdAt: payload.viewed_at,
    })}::jsonb)`);
  await vi.waitFor(
    async () => expect(await t.database.db.select().from(outboxEvents)).toEqual([]),
    patiently,
  );
  await sweep();
  expect(await s.log()).toHaveLength(1);
  expect(s.received()).toHaveLength(1);
});
