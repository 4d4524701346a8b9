import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARE_EMAIL_TEXTS, SHARE_LINK_TEXTS, VALIDATION } from '@folio/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofType, openSocket } from '../../platform/realtime/realtime.test-utils.ts';
import { buildUser } from '../../test/factories.ts';
import { startSmtpPeer } from '../../test/smtp.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { presentationReceipts } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { buildSharedPresentation, openLink, PNG } from '../viewer/viewer.test-utils.ts';
import { buildOwner, linkIn, SHARE, takeMail, uniqueEmail } from './share-email.test-utils.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let free: TestApp;
let noFlags: TestApp;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Folio <hello@folio.test>' };
  [t, free, noFlags] = await Promise.all([
    createTestApp({ env: { ...env, FEATURE_AUTO_REMINDERS: 'true', FEATURE_PRINT: 'true' } }),
    createTestApp({ env: { ...env, FEATURE_AUTO_REMINDERS: 'true', TRIAL_DAYS: '0' } }),
    createTestApp({ env }),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all([t.close(), free.close(), noFlags.close()]);
  await smtp.close();
});

describe('share with email', () => {
  it('makes one tracked link per recipient and e-mails each their own, from the author, that opens the presentation', async () => {
    const s = await buildOwner(t);
    const jane = uniqueEmail('jane');
    const bob = uniqueEmail('bob');
    const response = await s.share({
      recipients: [
        { name: 'Jane Buyer', email: `  ${jane.toUpperCase()} ` },
        { name: 'Bob', email: bob },
        { name: 'Jane again', email: jane },
      ],
      prevent_feedback: true,
    });
    expect(response.statusCode).toBe(201);
    const links = response.json().share_links as Record<string, unknown>[];
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      name: 'Jane Buyer',
      email: jane,
      title: SHARE.title,
      subject: SHARE.subject,
      message: SHARE.message,
      is_public: false,
      prevent_feedback: true,
      activity_email_updates: true,
      has_auto_reminder: false,
      days_until_next_reminder: null,
      reminder_interval: null,
      forwarded_from_link_id: null,
      author: { first_name: 'Dana', last_name: 'Reyes', picture: null },
    });
    const listed = await s.links();
    expect(listed.map((l) => l.email).sort()).toEqual([bob, jane].sort());
    expect(listed[0]).toMatchObject({
      subject: SHARE.subject,
      author: { first_name: 'Dana', last_name: 'Reyes' },
    });
    const presentation = (await call(t, 'GET', s.base, s.owner.headers)).json();
    expect(presentation.number_of_invites).toBe(2);
    expect(presentation.share_date).not.toBeNull();

    const mail = await takeMail(smtp, jane);
    expect(mail.subject).toBe(SHARE.subject);
    expect(mail.replyTo?.text).toContain(s.owner.email);
    expect(mail.from?.text).toContain('hello@folio.test');
    expect(mail.html).toContain('View Presentation');
    expect(mail.html).toContain('Dana Reyes');
    const hash = linkIn(mail)?.[1];
    expect(hash).toBe(links[0]!.hash);
    const opened = await openLink(t, hash!);
    expect(opened.response.statusCode).toBe(200);
    expect(opened.body.presentation.title).toBe('Ocean View Villa');
    expect(linkIn(await takeMail(smtp, bob))?.[1]).toBe(links[1]!.hash);
  });

  it('shows the author’s picture through a URL of the recipient’s link, which dies with the link', async () => {
    const s = await buildOwner(t);
    const pictureKey = `users/${s.owner.user.id}/picture-0123456789abcdef0123.png`;
    const file = path.join(t.dataDir, 'files', pictureKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, PNG);
    await t.database.db.update(users).set({ pictureKey }).where(eq(users.id, s.owner.user.id));
    const to = uniqueEmail();
    expect((await s.share({ recipients: [{ name: 'Jane', email: to }] })).statusCode).toBe(201);
    const mail = await takeMail(smtp, to);
    expect(mail.html).not.toContain(pictureKey);
    const picture = /src="(http:\/\/folio\.test\/api\/client\/files\/[^"]+)"/.exec(String(mail.html))?.[1];
    expect(picture).toMatch(new RegExp(`\\.A${s.owner.user.id}\\.`));
    const get = () => t.app.inject({ url: new URL(picture!).pathname });
    expect([(await get()).statusCode, (await get()).rawPayload.equals(PNG)]).toEqual([200, true]);
    const [link] = await s.links();
    await call(t, 'DELETE', `${s.base}/share-links/${link!.id}`, s.owner.headers);
    expect((await get()).statusCode).toBe(404);
  });

  it('escapes markup in names and messages and keeps the line breaks', async () => {
    const s = await buildOwner(t);
    const renamed = await call(t, 'PATCH', '/api/user', s.owner.headers, { first_name: '<b>Eve</b>' });
    expect(renamed.statusCode).toBe(200);
    const to = uniqueEmail();
    const response = await s.share({
      recipients: [{ name: '<img src=x onerror=alert(1)>', email: to }],
      message: 'Line one\n<script>alert("x")</script>',
    });
    expect(response.statusCode).toBe(201);
    const mail = await takeMail(smtp, to);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toMatch(/<b>Eve/);
    expect(mail.html).toContain('&lt;b&gt;Eve');
    expect(mail.html).toMatch(/Line one<br\s*\/?>/);
    expect(mail.text).toMatch(/Line one\n/);
  });

  it('sends a document with its file kind on the button', async () => {
    const { owner, p } = await buildSharedPresentation(t, 'document');
    const to = uniqueEmail();
    const response = await call(t, 'POST', `/api/presentations/${p.id}/share-email`, owner.headers, {
      ...SHARE,
      recipients: [{ name: 'Jane', email: to }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().share_links[0].share_link).toMatch(/\/c\/d\//);
    const mail = await takeMail(smtp, to);
    expect(mail.html).toContain('View PDF');
    expect(linkIn(mail)?.[0]).toContain('/c/d/');

    // A registered recipient keeps a receipt, but documents are not in the received tab: no new mark.
    const jane = await buildUser(t.app);
    const toJane = await call(t, 'POST', `/api/presentations/${p.id}/share-email`, owner.headers, {
      ...SHARE,
      recipients: [{ name: 'Jane', email: jane.email }],
    });
    expect(toJane.statusCode).toBe(201);
    const receipts = await t.database.db
      .select()
      .from(presentationReceipts)
      .where(eq(presentationReceipts.userId, jane.user.id));
    expect(receipts).toHaveLength(1);
    expect((await call(t, 'GET', '/api/user', jane.headers)).json().has_new_received_presentation).toBe(
      false,
    );
    await takeMail(smtp, jane.email);
  });

  it('stores every setting, the password hashed, and schedules the first reminder', async () => {
    const s = await buildOwner(t);
    const before = Date.now();
    const response = await s.share({
      recipients: [{ name: 'Jane', email: uniqueEmail() }],
      require_email: true,
      require_email_message: 'Who are you?',
      require_phone_number: true,
      prevent_download: true,
      prevent_printing: true,
      password_protect: 'secret-pass',
      activity_email_updates: false,
      has_auto_reminder: true,
      days_until_next_reminder: 3,
      reminder_interval: 2,
    });
    expect(response.statusCode).toBe(201);
    const link = response.json().share_links[0];
    expect(link).toMatchObject({
      require_email: true,
      require_email_message: 'Who are you?',
      require_phone_number: true,
      prevent_download: true,
      prevent_printing: true,
      password_protect: true,
      activity_email_updates: false,
      has_auto_reminder: true,
      days_until_next_reminder: 3,
      reminder_interval: 2,
    });
    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const due = row!.nextReminderAt!.getTime() - before;
    expect(due).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(due).toBeLessThan(3 * 86_400_000 + 60_000);
    expect(JSON.stringify(response.json())).not.toContain('secret-pass');
  });

  it('refuses premium settings to free users: nothing is made or sent', async () => {
    const s = await buildOwner(free);
    const to = uniqueEmail();
    for (const setting of [
      { prevent_download: true },
      { require_email: true },
      { require_phone_number: true },
      { password_protect: 'secret' },
    ]) {
      const response = await s.share({ recipients: [{ name: 'Jane', email: to }], ...setting });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: SHARE_LINK_TEXTS.premiumSetting, code: 'premium_required' });
    }
    expect(await s.links()).toEqual([]);
    const p = (await call(free, 'GET', s.base, s.owner.headers)).json();
    expect(p.number_of_invites).toBe(0);
    // Open settings are open to free users; the refused address got nothing before this one.
    const other = uniqueEmail();
    const ok = await s.share({ recipients: [{ name: 'Bob', email: other }], prevent_feedback: true });
    expect(ok.statusCode).toBe(201);
    await takeMail(smtp, other);
    expect(smtp.messages.some((m) => JSON.stringify(m.to).includes(to))).toBe(false);
  });

  it('refuses reminders without the flag and for documents, printing without its flag, feedback for documents', async () => {
    const reminders = { has_auto_reminder: true, days_until_next_reminder: 1, reminder_interval: 1 };
    const recipients = [{ name: 'Jane', email: uniqueEmail() }];
    const plain = await buildOwner(noFlags);
    let response = await plain.share({ recipients, ...reminders });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ has_auto_reminder: [SHARE_EMAIL_TEXTS.remindersUnavailable] });
    response = await plain.share({ recipients, prevent_printing: true });
    expect(response.json()).toEqual({ prevent_printing: [SHARE_LINK_TEXTS.printingUnavailable] });

    const doc = await buildOwner(t, 'document');
    response = await doc.share({ recipients, ...reminders });
    expect(response.json()).toEqual({ has_auto_reminder: [SHARE_EMAIL_TEXTS.remindersOnlyPresentations] });
    response = await doc.share({ recipients, prevent_feedback: true });
    expect(response.json()).toEqual({ prevent_feedback: [SHARE_LINK_TEXTS.feedbackOnlyPresentations] });
    expect(await plain.links()).toEqual([]);
    expect(await doc.links()).toEqual([]);
  });

  it('answers the validation texts', async () => {
    const s = await buildOwner(t);
    const bad = async (body: object) => {
      const response = await s.share(body);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await bad({ recipients: [{ name: '', email: uniqueEmail() }] })).toEqual({
      recipients: [VALIDATION.nameRequired],
    });
    expect(await bad({ recipients: [{ name: 'a@b', email: uniqueEmail() }] })).toEqual({
      recipients: [VALIDATION.nameNoAt],
    });
    expect(await bad({ recipients: [{ name: 'Jane', email: '' }] })).toMatchObject({
      recipients: expect.arrayContaining([VALIDATION.emailRequired]),
    });
    expect(await bad({ recipients: [{ name: 'Jane', email: 'not an email' }] })).toEqual({
      recipients: [VALIDATION.invalidEmail],
    });
    const recipients = [{ name: 'Jane', email: uniqueEmail() }];
    expect(await bad({ recipients, subject: ' ' })).toEqual({ subject: [SHARE_EMAIL_TEXTS.subjectRequired] });
    expect(await bad({ recipients, message: '' })).toEqual({ message: [SHARE_EMAIL_TEXTS.messageRequired] });
    expect(await bad({ recipients, password_protect: '  ' })).toEqual({
      password_protect: [SHARE_EMAIL_TEXTS.passwordRequired],
    });
    expect(await bad({ recipients, has_auto_reminder: true })).toEqual({
      days_until_next_reminder: [SHARE_EMAIL_TEXTS.firstReminderRequired],
      reminder_interval: [SHARE_EMAIL_TEXTS.intervalRequired],
    });
    expect(await s.links()).toEqual([]);
  });

  it("answers 404 for another user's presentation and 401 without a session", async () => {
    const s = await buildOwner(t);
    const stranger = await buildUser(t.app);
    const body = { recipients: [{ name: 'Jane', email: uniqueEmail() }] };
    expect((await s.share(body, stranger.headers)).statusCode).toBe(404);
    expect((await s.share(body, {})).statusCode).toBe(401);
    expect(await s.links()).toEqual([]);
  });
});

describe('received presentations', () => {
  it('puts the presentation in a registered recipient’s received tab, unread, with their link, and tells them', async () => {
    const s = await buildOwner(t);
    const jane = await buildUser(t.app, { first_name: 'Jane' });
    const socket = openSocket(t.app, jane.headers);
    await socket.next(ofType('hello'));
    const response = await s.share({
      recipients: [
        { name: 'Jane', email: jane.email.toUpperCase() },
        { name: 'Me', email: s.owner.email },
      ],
    });
    expect(response.statusCode).toBe(201);
    const janeLink = response.json().share_links[0];
    expect(await socket.next(ofType('presentation.received'))).toMatchObject({ presentation_id: s.p.id });
    socket.socket.close();

    const [receipt] = await t.database.db
      .select()
      .from(presentationReceipts)
      .where(eq(presentationReceipts.userId, jane.user.id));
    expect(receipt).toMatchObject({ shareLinkId: janeLink.id, sharedByUserId: s.owner.user.id, read: false });
    const owners = await t.database.db
      .select()
      .from(presentationReceipts)
      .where(eq(presentationReceipts.userId, s.owner.user.id));
    expect(owners).toEqual([]);

    const me = async () => (await call(t, 'GET', '/api/user', jane.headers)).json();
    expect((await me()).has_new_received_presentation).toBe(true);
    const tab = (await call(t, 'GET', '/api/presentations?tab=received', jane.headers)).json();
    expect(tab.results).toHaveLength(1);
    expect(tab.results[0]).toMatchObject({
      id: s.p.id,
      read: false,
      shared_by: 'Dana Reyes',
      share_url: janeLink.share_link,
    });
    expect((await me()).has_new_received_presentation).toBe(false);

    expect((await call(t, 'POST', `${s.base}/read`, jane.headers)).statusCode).toBe(204);
    const after = (await call(t, 'GET', '/api/presentations?tab=received', jane.headers)).json();
    expect(after.results[0].read).toBe(true);
    const stranger = await buildUser(t.app);
    expect((await call(t, 'POST', `${s.base}/read`, stranger.headers)).statusCode).toBe(404);
    await takeMail(smtp, jane.email);
  });

  it('a received presentation opens only at its link: never by id, a disabled link’s item opens nothing', async () => {
    const s = await buildOwner(t);
    const jane = await buildUser(t.app);
    const [link] = (await s.share({ recipients: [{ name: 'Jane', email: jane.email }] })).json().share_links;
    expect((await call(t, 'GET', s.base, jane.headers)).statusCode).toBe(404);
    await call(t, 'DELETE', `${s.base}/share-links/${link.id}`, s.owner.headers);
    const tab = (await call(t, 'GET', '/api/presentations?tab=received', jane.headers)).json();
    expect(tab.results).toMatchObject([{ id: s.p.id, share_url: null }]);

    const secret = await s.share({
      recipients: [{ name: 'Jane', email: jane.email }],
      password_protect: 'pw',
    });
    expect(secret.statusCode).toBe(201);
    const [receipt] = await t.database.db
      .select()
      .from(presentationReceipts)
      .where(
        and(eq(presentationReceipts.userId, jane.user.id), eq(presentationReceipts.presentationId, s.p.id)),
      );
    expect(receipt!.shareLinkId).toBe(secret.json().share_links[0].id);
    expect((await call(t, 'GET', s.base, jane.headers)).statusCode).toBe(404);
    const listed = (await call(t, 'GET', '/api/presentations?tab=received', jane.headers)).json();
    expect(listed.results[0].share_url).toBe(secret.json().share_links[0].share_link);
  });
});

describe('resend', () => {
  it('sends the e-mail of a link again; refuses links without e-mail, disabled links and other users', async () => {
    const s = await buildOwner(t);
    const to = uniqueEmail();
    const [link] = (await s.share({ recipients: [{ name: 'Jane', email: to }] })).json().share_links;
    await takeMail(smtp, to);
    const resend = (id: number, headers = s.owner.headers) =>
      call(t, 'POST', `${s.base}/share-links/${id}/resend`, headers);
    expect((await resend(link.id)).statusCode).toBe(204);
    const again = await takeMail(smtp, to);
    expect(again.subject).toBe(SHARE.subject);
    expect(linkIn(again)?.[1]).toBe(link.hash);

    const plain = (await call(t, 'POST', `${s.base}/share-link`, s.owner.headers, { name: 'Plain' })).json();
    let response = await resend(plain.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: SHARE_EMAIL_TEXTS.notEmailed });

    const stranger = await buildUser(t.app);
    expect((await resend(link.id, stranger.headers)).statusCode).toBe(404);

    await call(t, 'DELETE', `${s.base}/share-links/${link.id}`, s.owner.headers);
    response = await resend(link.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: SHARE_EMAIL_TEXTS.linkDisabled });
  });

  it('is rate limited per user', async () => {
    const s = await buildOwner(t);
    const plain = (await call(t, 'POST', `${s.base}/share-link`, s.owner.headers, { name: 'Plain' })).json();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await call(t, 'POST', `${s.base}/share-links/${plain.id}/resend`, s.owner.headers)).statusCode,
      );
    expect(statuses.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another user has their own budget.
    const other = await buildOwner(t);
    const theirs = (
      await call(t, 'POST', `${other.base}/share-link`, other.owner.headers, { name: 'P' })
    ).json();
    expect(
      (await call(t, 'POST', `${other.base}/share-links/${theirs.id}/resend`, other.owner.headers))
        .statusCode,
    ).toBe(400);
  });
});
