import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/templates/index.ts';
import { createTestClock } from '../../test/clock.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { linkForwards } from '../share-links/share-links.table.ts';
import { BROWSER, buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';
import { registerOwnerEmails } from './owner-emails.listeners.ts';
import { insertEmailedLink, until } from './owner-emails.test-utils.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(() => t.close());

const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
const subjectsTo = (email: string) => mailsTo(email).map((m) => m.subject);
/** Waits for the owner's n-th e-mail: a later e-mail is how a test knows an earlier event sent none. */
const waitForMails = (email: string, n: number) =>
  until(() => mailsTo(email).length >= n, `${n} e-mails to ${email}`);

/** The quiet period's own e-mails: a viewer coming back would also make a hot lead e-mail (hot-leads.test.ts). */
const withoutHotLeads = (headers: Headers) =>
  call(t, 'PATCH', '/api/user', headers, { hot_lead_minutes: null });

describe("owner's activity e-mails", () => {
  it('tells the owner who opened an e-mailed link, when, through which link, with a button to insights', async () => {
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { requireEmail: true });
    const opened = await unlock(t, link.hash, { email: 'Jane@Example.com', name: 'Jane Q. Buyer' });
    expect(opened.response.statusCode).toBe(200);

    const mail = await smtp.waitFor(s.owner.email);
    expect(mail.subject).toBe("Jane Q. Buyer opened 'Ocean View Villa'");
    expect(mail.html).toContain(`http://folio.test/insights/${s.p.id}`);
    expect(mail.text).toContain('Jane Buyer');
    expect(mail.text).toContain('Mon, Mar 2, 2026, 9:00 AM UTC');
  });

  it('reads naturally and gives the time in the owner’s time zone, as their browser reported it', async () => {
    const s = await buildSharedPresentation(t);
    const refused = await call(t, 'PATCH', '/api/user', s.owner.headers, { time_zone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Not a known time zone.');
    const stored = await call(t, 'PATCH', '/api/user', s.owner.headers, { time_zone: 'Europe/Berlin' });
    expect(stored.json()).toMatchObject({ time_zone: 'Europe/Berlin' });
    const link = await insertEmailedLink(t, s.p.id, { name: 'Sam Smith', email: 'sam@example.com' });
    await openLink(t, link.hash);
    const mail = await smtp.waitFor(s.owner.email);
    expect(mail.subject).toBe("Sam Smith opened 'Ocean View Villa'");
    const text = (mail.text ?? '').replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Sam Smith opened 'Ocean View Villa' on \w{3}, Mar \d+, 2026, \d+:\d\d [AP]M GMT\+1\./,
    );
    expect(text).not.toContain('your link');
  });

  it('names the viewer by e-mail, phone, the link name or Someone when no name was given', async () => {
    const s = await buildSharedPresentation(t);
    const byEmail = await insertEmailedLink(t, s.p.id, { name: 'Link A', requireEmail: true });
    await unlock(t, byEmail.hash, { email: 'viewer@example.com' });
    await waitForMails(s.owner.email, 1);
    const byPhone = await insertEmailedLink(t, s.p.id, { name: 'Link P', requirePhoneNumber: true });
    await unlock(t, byPhone.hash, { phone: '+1 555 0100' });
    await waitForMails(s.owner.email, 2);
    const byLinkName = await insertEmailedLink(t, s.p.id, { name: 'Link B' });
    await openLink(t, byLinkName.hash);
    await waitForMails(s.owner.email, 3);
    const publicLink = await s.share({ name: 'Public Link', is_public: true });
    await openLink(t, publicLink.hash);
    await waitForMails(s.owner.email, 4);
    expect(subjectsTo(s.owner.email)).toEqual([
      "viewer@example.com opened 'Ocean View Villa'",
      "+1 555 0100 opened 'Ocean View Villa'",
      "Link B opened 'Ocean View Villa'",
      "Someone opened 'Ocean View Villa'",
    ]);
  });

  it('sends nothing when the link has activity e-mails off, nor for the owner’s own preview', async () => {
    const s = await buildSharedPresentation(t);
    const quiet = await insertEmailedLink(t, s.p.id, { name: 'Quiet', activityEmailUpdates: false });
    await openLink(t, quiet.hash);
    const watched = await insertEmailedLink(t, s.p.id, { name: 'Watched' });
    const preview = await openLink(t, watched.hash, s.owner.headers);
    expect(preview.body.view_token).toBeNull();
    // Sent after the two above: once it is here, they would have been too.
    const later = await insertEmailedLink(t, s.p.id, { name: 'Later' });
    await openLink(t, later.hash);
    await waitForMails(s.owner.email, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(s.owner.email)).toEqual(["Later opened 'Ocean View Villa'"]);
  });

  it('sends one e-mail per viewer while their views follow each other within 30 minutes, even at the same moment', async () => {
    const s = await buildSharedPresentation(t);
    await withoutHotLeads(s.owner.headers);
    const link = await insertEmailedLink(t, s.p.id, { name: 'Reloader' });
    const reloader = '203.0.113.7';
    const both = await Promise.all([
      openLink(t, link.hash, {}, reloader),
      openLink(t, link.hash, {}, reloader),
    ]);
    expect(both.every((o) => o.body.view_token)).toBe(true);
    await waitForMails(s.owner.email, 1);
    clock.advance(20 * 60);
    await openLink(t, link.hash, {}, reloader);
    const other = await insertEmailedLink(t, s.p.id, { name: 'Other' });
    await openLink(t, other.hash);
    await waitForMails(s.owner.email, 2);
    // 31 minutes after the last view of the link: a new visit.
    clock.advance(31 * 60);
    await openLink(t, link.hash, {}, reloader);
    await waitForMails(s.owner.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(s.owner.email)).toEqual([
      "Reloader opened 'Ocean View Villa'",
      "Other opened 'Ocean View Villa'",
      "Reloader opened 'Ocean View Villa'",
    ]);
  });

  it('e-mails each of two people who open one link within the quiet period, not the same person coming back', async () => {
    const s = await buildSharedPresentation(t);
    await withoutHotLeads(s.owner.headers);
    const link = await insertEmailedLink(t, s.p.id, { name: 'Open house', requireEmail: true });
    await unlock(t, link.hash, { email: 'ann@example.com', name: 'Ann' });
    await waitForMails(s.owner.email, 1);
    clock.advance(5 * 60);
    await unlock(t, link.hash, { email: 'bob@example.com', name: 'Bob' });
    await waitForMails(s.owner.email, 2);
    clock.advance(5 * 60);
    // Ann again, from her phone (another address): the same person within her quiet period.
    await unlock(t, link.hash, { email: 'Ann@Example.com', name: 'Ann' });
    const later = await insertEmailedLink(t, s.p.id, { name: 'Later' });
    await openLink(t, later.hash);
    await waitForMails(s.owner.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(s.owner.email)).toEqual([
      "Ann opened 'Ocean View Villa'",
      "Bob opened 'Ocean View Villa'",
      "Later opened 'Ocean View Villa'",
    ]);
  });

  it('leaves to the database what another instance has not seen: still one e-mail per quiet period', async () => {
    // The other instance: its own listeners on an events bus of its own, on the same database.
    const events = createEvents((error) => {
      throw error;
    });
    const sent: string[] = [];
    const outbox: Outbox = {
      record: async () => {},
      send: async (_to, template) => {
        sent.push(template);
      },
    };
    registerOwnerEmails({ db: t.database.db, events, outbox, publicUrl: 'http://folio.test' });
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { name: 'Shared', requireEmail: true });
    const viewsOfLink = () =>
      t.database.db
        .select()
        .from(viewSessions)
        .where(eq(viewSessions.shareLinkId, link.id))
        .orderBy(viewSessions.id);
    const viewedOnOther = async (session: typeof viewSessions.$inferSelect) => {
      events.emit('presentation.viewed', {
        sessionId: session.id,
        shareLinkId: link.id,
        presentationId: s.p.id,
        ownerId: s.owner.user.id,
        viewer: { name: null, email: null, phone: null },
        createdAt: session.createdAt.toISOString(),
      });
      await events.settled();
    };
    // Pat on one device, then on another: the same viewer.
    const pat = { email: 'pat@example.com' };
    await unlock(t, link.hash, pat);
    await waitForMails(s.owner.email, 1);
    clock.advance(5 * 60);
    await unlock(t, link.hash, pat);
    // Only the database knows of the view 5 minutes before this one.
    await viewedOnOther((await viewsOfLink())[1]!);
    expect(sent).toEqual([]);
    clock.advance(31 * 60);
    await unlock(t, link.hash, pat);
    await viewedOnOther((await viewsOfLink())[2]!);
    expect(sent).toEqual(['activity-viewed']);
  });

  it('e-mails feedback with its emoji and the comment as inert text', async () => {
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { name: 'Feedback link' });
    const { body } = await openLink(t, link.hash);
    const xss = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'user-agent': BROWSER },
      payload: {
        name: 'Jane',
        email: 'jane@example.com',
        comment: `Love it!\n${xss}`,
        emoji: 'love',
        presentation_activity: body.view_token,
      },
    });
    expect(sent.statusCode).toBe(201);
    await waitForMails(s.owner.email, 2);
    const mail = mailsTo(s.owner.email).find((m) => m.subject?.includes('feedback'))!;
    expect(mail.subject).toBe("Jane left feedback on 'Ocean View Villa'");
    const html = mail.html as string;
    expect(html).toContain('😍');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(mail.text).toContain(xss);
    expect(mail.text).toContain('jane@example.com');
    expect(html).toContain(`http://folio.test/insights/${s.p.id}`);
  });

  it('sends no feedback e-mail when the link has activity e-mails off', async () => {
    const s = await buildSharedPresentation(t);
    const quiet = await insertEmailedLink(t, s.p.id, { name: 'Quiet', activityEmailUpdates: false });
    const { body } = await openLink(t, quiet.hash);
    const payload = { name: 'Jane', email: 'jane@example.com', emoji: 'thumbsup' };
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'user-agent': BROWSER },
      payload: { ...payload, presentation_activity: body.view_token },
    });
    const watched = await insertEmailedLink(t, s.p.id, { name: 'Watched' });
    const opened = await openLink(t, watched.hash);
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'user-agent': BROWSER },
      payload: { ...payload, presentation_activity: opened.body.view_token },
    });
    await waitForMails(s.owner.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(s.owner.email).sort()).toEqual([
      "Jane left feedback on 'Ocean View Villa'",
      "Watched opened 'Ocean View Villa'",
    ]);
    expect(mailsTo(s.owner.email).some((m) => (m.html as string).includes('👍'))).toBe(true);
  });

  it('sends nothing about a deleted presentation', async () => {
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id);
    const { body } = await openLink(t, link.hash);
    await waitForMails(s.owner.email, 1);
    expect((await call(t, 'DELETE', `/api/presentations/${s.p.id}`, s.owner.headers)).statusCode).toBe(204);
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'user-agent': BROWSER },
      payload: {
        name: 'Jane',
        email: 'jane@example.com',
        emoji: 'happy',
        presentation_activity: body.view_token,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(s.owner.email)).toHaveLength(1);
  });

  it('tells the owner who forwarded a link to whom', async () => {
    // The forward endpoint is another module's: this listens to its event on an events bus of its own.
    const events = createEvents((error) => {
      throw error;
    });
    const sent: { to: string; template: string; props: unknown }[] = [];
    const outbox: Outbox = {
      record: async () => {},
      send: async (to, template, props) => {
        sent.push({ to, template, props });
      },
    };
    registerOwnerEmails({ db: t.database.db, events, outbox, publicUrl: 'http://folio.test' });
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { requireEmail: true });
    await unlock(t, link.hash, { email: 'jane@example.com', name: 'Jane <b>Buyer</b>' });
    const [session] = await t.database.db
      .select()
      .from(viewSessions)
      .where(eq(viewSessions.shareLinkId, link.id));
    const forward = async (linkId: number, sessionId: number | null) => {
      const [row] = await t.database.db
        .insert(linkForwards)
        .values({
          shareLinkId: linkId,
          presentationId: s.p.id,
          viewSessionId: sessionId,
          name: 'Sam Partner',
          email: 'sam@example.com',
          createdAt: clock.now(),
        })
        .returning();
      events.emit('presentation.forwarded', {
        forwardId: row!.id,
        shareLinkId: linkId,
        presentationId: s.p.id,
        ownerId: s.owner.user.id,
      });
      await events.settled();
    };
    await forward(link.id, session!.id);
    const quiet = await insertEmailedLink(t, s.p.id, { name: 'Quiet', activityEmailUpdates: false });
    await forward(quiet.id, null);
    const anonymous = await insertEmailedLink(t, s.p.id, { name: 'Pat' });
    await forward(anonymous.id, null);

    expect(sent.map((m) => [m.to, m.template])).toEqual([
      [s.owner.email, 'activity-forwarded'],
      [s.owner.email, 'activity-forwarded'],
    ]);
    const first = await renderEmail('activity-forwarded', sent[0]!.props as never);
    expect(first.subject).toBe("Jane <b>Buyer</b> forwarded 'Ocean View Villa' to Sam Partner");
    expect(first.html).toContain('Jane &lt;b&gt;Buyer&lt;/b&gt;');
    expect(first.text).toContain('sam@example.com');
    expect(first.html).toContain(`http://folio.test/insights/${s.p.id}`);
    const second = await renderEmail('activity-forwarded', sent[1]!.props as never);
    expect(second.subject).toBe("Pat forwarded 'Ocean View Villa' to Sam Partner");
  });

  it('e-mails the owner when a recipient forwards the link through the recipient page', async () => {
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { requireEmail: true });
    const opened = await unlock(t, link.hash, { email: 'jane@example.com', name: 'Jane Q. Buyer' });
    await waitForMails(s.owner.email, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${link.hash}/forward`,
      headers: { 'user-agent': BROWSER, 'x-view-token': opened.body.view_token! },
      payload: { name: 'Max Partner', email: 'max@example.com', message: '' },
    });
    expect(response.statusCode).toBe(201);
    await waitForMails(s.owner.email, 2);
    expect(subjectsTo(s.owner.email)).toEqual([
      "Jane Q. Buyer opened 'Ocean View Villa'",
      "Jane Q. Buyer forwarded 'Ocean View Villa' to Max Partner",
    ]);
  });
});
