import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/templates/index.ts';
import { createTestClock } from '../../test/clock.ts';
import { startSmtpPeer } from '../../test/smtp.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertEmailedLink } from '../owner-emails/owner-emails.test-utils.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { createFileCapabilities } from '../viewer/file-capabilities.ts';
import { createViewerRepository } from '../viewer/viewer.repository.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { shareLinkRemindersJob } from './reminders.jobs.ts';

const DAY = 86_400;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let runReminders: () => Promise<void>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Web role only: no scheduled run of the job next to the ones the tests start.
  t = await createTestApp({ clock, env: { ROLE: 'web' } });
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'Folio <hello@folio.test>', mailDir: t.dataDir });
  // The app's outbox queues a job; here the reminder is rendered and delivered at once.
  const outbox: Outbox = {
    record: async () => {},
    send: async (to, template, props, options) =>
      mailer.send({ to, ...(await renderEmail(template, props)), ...options }),
  };
  const job = shareLinkRemindersJob({
    db: t.database.db,
    clock,
    publicUrl: 'http://folio.test',
    files: createFileCapabilities(
      (fresh) => createViewerRepository(t.database.db).signingKey(fresh),
      clock,
      'http://folio.test',
    ),
    outbox: () => outbox,
  });
  runReminders = () => job.handler({}, { lastAttempt: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
let recipient = 0;
/** An e-mailed link with reminders, scheduled as sharing by e-mail does: the first after `days` days. */
async function remindedLink(presentationId: number, days: number, interval: number) {
  recipient += 1;
  const email = `recipient${recipient}@example.com`;
  const link = await insertEmailedLink(t, presentationId, {
    email,
    hasAutoReminder: true,
    daysUntilNextReminder: days,
    reminderInterval: interval,
    nextReminderAt: new Date(clock.now().getTime() + days * DAY * 1000),
    createdAt: clock.now(),
  });
  return { link, email };
}
const linkRow = async (id: number) =>
  (await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, id)))[0]!;

describe('automatic reminders', () => {
  it('sends the first after N days, then every M days, none past 30 days', async () => {
    const s = await buildSharedPresentation(t);
    const { link, email } = await remindedLink(s.p.id, 2, 3);
    const sentOn: number[] = [];
    for (let day = 1; day <= 35; day += 1) {
      clock.advance(DAY);
      const before = mailsTo(email).length;
      await runReminders();
      if (mailsTo(email).length > before) sentOn.push(day);
    }
    expect(sentOn).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    const [first] = mailsTo(email);
    expect(first!.subject).toBe('Reminder: Your new home');
    expect(first!.text).toContain('Hi Jane Buyer');
    expect(first!.text).toContain('Dana Reyes');
    expect(first!.replyTo?.text).toBe(s.owner.email);
    expect(first!.html).toContain(`http://folio.test/c/p/${link.hash}/ocean-view-villa`);
    expect(await linkRow(link.id)).toMatchObject({ remindersSent: 10, nextReminderAt: null });
  });

  it('stops once the recipient opened the link', async () => {
    const s = await buildSharedPresentation(t);
    const { link, email } = await remindedLink(s.p.id, 1, 1);
    clock.advance(DAY);
    await runReminders();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await openLink(t, link.hash)).body.view_token).toBeTruthy();
    clock.advance(DAY);
    await runReminders();
    clock.advance(DAY);
    await runReminders();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await linkRow(link.id)).toMatchObject({ remindersSent: 1, nextReminderAt: null });
  });

  it('stops for good once the recipient stopped them from the footer link, even when rescheduled', async () => {
    const s = await buildSharedPresentation(t);
    const { link, email } = await remindedLink(s.p.id, 1, 1);
    clock.advance(DAY);
    await runReminders();
    const [reminder] = mailsTo(email);
    expect(reminder!.html).toContain(`http://folio.test/c/stop/${link.hash}`);
    const stopped = await call(t, 'POST', `/api/client/presentations/${link.hash}/disable`, {});
    expect(stopped.statusCode).toBe(200);
    expect(await linkRow(link.id)).toMatchObject({ nextReminderAt: null });
    // The author edits the reminder days afterwards: the recipient's choice still holds.
    await t.database.db
      .update(shareLinks)
      .set({ nextReminderAt: clock.now() })
      .where(eq(shareLinks.id, link.id));
    for (let day = 0; day < 3; day += 1) {
      clock.advance(DAY);
      await runReminders();
    }
    expect(mailsTo(email)).toHaveLength(1);
    expect(await linkRow(link.id)).toMatchObject({ remindersSent: 1, nextReminderAt: null });
  });

  it('sends none for a disabled link nor for a deleted presentation', async () => {
    const s = await buildSharedPresentation(t);
    const disabled = await remindedLink(s.p.id, 1, 1);
    const published = await s.share({ name: 'Unpublished later' });
    await t.database.db
      .update(shareLinks)
      .set({ hasAutoReminder: true, email: disabled.email, nextReminderAt: clock.now(), reminderInterval: 1 })
      .where(eq(shareLinks.id, published.id));
    expect(
      (await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${published.id}`, s.owner.headers))
        .statusCode,
    ).toBeLessThan(300);
    await t.database.db.update(shareLinks).set({ disabled: true }).where(eq(shareLinks.id, disabled.link.id));

    const other = await buildSharedPresentation(t);
    const deleted = await remindedLink(other.p.id, 1, 1);
    expect(
      (await call(t, 'DELETE', `/api/presentations/${other.p.id}`, other.owner.headers)).statusCode,
    ).toBe(204);

    clock.advance(DAY);
    await runReminders();
    expect(mailsTo(disabled.email)).toHaveLength(0);
    expect(mailsTo(deleted.email)).toHaveLength(0);
    for (const id of [disabled.link.id, published.id, deleted.link.id])
      expect(await linkRow(id)).toMatchObject({ remindersSent: 0, nextReminderAt: null });
  });

  it('sends a due reminder once when two runs go at the same time', async () => {
    const s = await buildSharedPresentation(t);
    const links = await Promise.all([1, 2, 3].map(() => remindedLink(s.p.id, 1, 2)));
    clock.advance(DAY);
    await Promise.all([runReminders(), runReminders()]);
    for (const { link, email } of links) {
      expect(mailsTo(email)).toHaveLength(1);
      expect((await linkRow(link.id)).remindersSent).toBe(1);
    }
  });

  it('sends one reminder, not the missed ones, after the worker was down', async () => {
    const s = await buildSharedPresentation(t);
    const { link, email } = await remindedLink(s.p.id, 1, 2);
    clock.advance(6 * DAY);
    await runReminders();
    await runReminders();
    expect(mailsTo(email)).toHaveLength(1);
    const row = await linkRow(link.id);
    // Due on day 1, 3, 5, 7…: the next one still ahead is day 7.
    expect(row.nextReminderAt!.getTime() - row.createdAt.getTime()).toBe(7 * DAY * 1000);
  });
});
