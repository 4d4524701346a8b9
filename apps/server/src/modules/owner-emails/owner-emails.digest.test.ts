import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/templates/index.ts';
import { outboxEvents } from '../../platform/outbox/outbox.table.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';
import { ownerDigestJob } from './owner-emails.digest.ts';
import { insertEmailedLink } from './owner-emails.test-utils.ts';

// Monday 10:00 in Berlin.
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
// Web role: the e-mails a view queues stay in the queue, where the test looks for them.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ROLE: 'web' } });
});
afterAll(() => t.close());

/** The digest job's run at the clock's time; its e-mails rendered as the mail job renders them. */
async function runDigest() {
  const sent: { to: string; subject: string; text: string }[] = [];
  const outbox: Outbox = {
    record: async () => {},
    send: async (to, template, props) => {
      const mail = await renderEmail(template, props);
      sent.push({ to, subject: mail.subject, text: mail.text.replace(/\s+/g, ' ') });
    },
  };
  await ownerDigestJob({
    db: t.database.db,
    clock,
    outbox: () => outbox,
    publicUrl: 'http://folio.test',
  }).handler({}, { lastAttempt: false });
  return sent;
}

describe('view e-mail settings: instant, daily digest or none', () => {
  it('stores the choice and the hot lead minutes, refusing what is not one', async () => {
    const user = await buildUser(t.app);
    const fresh = (await call(t, 'GET', '/api/user', user.headers)).json();
    expect(fresh).toMatchObject({ view_emails: 'instant', hot_lead_minutes: 5 });
    const saved = await call(t, 'PATCH', '/api/user', user.headers, {
      view_emails: 'daily',
      hot_lead_minutes: 10,
    });
    expect(saved.json()).toMatchObject({ view_emails: 'daily', hot_lead_minutes: 10 });
    const off = await call(t, 'PATCH', '/api/user', user.headers, { hot_lead_minutes: null });
    expect(off.json()).toMatchObject({ hot_lead_minutes: null });
    const weekly = await call(t, 'PATCH', '/api/user', user.headers, { view_emails: 'weekly' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.body).toContain('Choose instant, daily or none.');
    const zero = await call(t, 'PATCH', '/api/user', user.headers, { hot_lead_minutes: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('Enter a whole number of minutes from 1 to 120.');
  });

  it('daily: no e-mail per view, one digest at 8:00 in the owner’s zone listing the day’s visits; none without visits', async () => {
    const s = await buildSharedPresentation(t);
    await call(t, 'PATCH', '/api/user', s.owner.headers, {
      view_emails: 'daily',
      time_zone: 'Europe/Berlin',
    });
    const idle = await buildUser(t.app);
    await call(t, 'PATCH', '/api/user', idle.headers, { view_emails: 'daily', time_zone: 'Europe/Berlin' });
    const link = await insertEmailedLink(t, s.p.id, { name: 'Open house', requireEmail: true });
    await unlock(t, link.hash, { email: 'ann@example.com', name: 'Ann Lee' });
    clock.advance(90 * 60);
    const named = await insertEmailedLink(t, s.p.id, { name: 'Sam Smith' });
    await openLink(t, named.hash);

    // 7:00 UTC the next day is 8:00 in Berlin; an hour earlier nothing is due.
    clock.advance(19.5 * 3600);
    expect((await runDigest()).filter((m) => m.to === s.owner.email)).toEqual([]);
    clock.advance(3600);
    const sent = await runDigest();
    expect(sent.filter((m) => m.to === idle.email)).toEqual([]);
    const digests = sent.filter((m) => m.to === s.owner.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('2 visits to your presentations on Monday, March 2');
    expect(digests[0]!.text).toContain("Ann Lee opened 'Ocean View Villa' at 10:00 AM.");
    expect(digests[0]!.text).toContain("Sam Smith opened 'Ocean View Villa' at 11:30 AM.");
    // Both views were delivered (the outbox is empty), and neither queued an 'opened' e-mail.
    await vi.waitFor(
      async () => expect(await t.database.db.select().from(outboxEvents)).toEqual([]),
      patiently,
    );
    const { rows } = await t.database.executeSql(
      "select id from pgboss.job where name = 'mail.send' and data->>'to' = $1 and data->>'template' = 'activity-viewed'",
      [s.owner.email],
    );
    expect(rows).toEqual([]);
  });
});
