import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { renderEmail } from '../../platform/mail/templates/index.ts';
import { createTestClock } from '../../test/clock.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { insertEmailedLink } from '../owner-emails/owner-emails.test-utils.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinkRemindersJob } from '../reminders/reminders.jobs.ts';
import { createFileCapabilities } from '../viewer/file-capabilities.ts';
import { createViewerRepository } from '../viewer/viewer.repository.ts';
import { BROWSER, buildSharedPresentation, openLink, PNG } from '../viewer/viewer.test-utils.ts';
import { SHARE, takeMail, uniqueEmail } from './share-email.test-utils.ts';

const DAY = 86_400;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let smtp: SmtpPeer;
let runReminders: () => Promise<void>;
beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp({ clock }));
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'Folio <hello@folio.test>', mailDir: t.dataDir });
  // The reminder job's run, its e-mails rendered and delivered at once as the mail job does.
  const outbox: Outbox = {
    record: async () => {},
    send: async (to, template, props, options) =>
      mailer.send({ to, ...(await renderEmail(template, props)), ...options }),
  };
  const files = createFileCapabilities(
    (fresh) => createViewerRepository(t.database.db).signingKey(fresh),
    clock,
    'http://folio.test',
  );
  const job = shareLinkRemindersJob({
    db: t.database.db,
    clock,
    publicUrl: 'http://folio.test',
    files,
    outbox: () => outbox,
  });
  runReminders = () => job.handler({}, { lastAttempt: true });
});
afterAll(() => t.close());

/** A name that tries to add a header: quotes, CR/LF and a Bcc line. */
const SNEAKY = 'Dana "The Agent"\r\nBcc: thief@evil.test';
const GREEN = '#0a7d4f';

async function storeFile(key: string) {
  const file = path.join(t.dataDir, 'files', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, PNG);
}

/** A presentation whose owner has a logo, a name, and (premium white label) a primary colour; a cover. */
async function brandedPresentation({ whiteLabel = true } = {}) {
  const s = await buildSharedPresentation(t);
  const tag = `${s.owner.user.id}-${Date.now()}`;
  const logoKey = `users/${tag}/logo.png`;
  const coverKey = `presentations/${tag}/cover-thumb.png`;
  await Promise.all([storeFile(logoKey), storeFile(coverKey)]);
  await t.database.db
    .update(users)
    .set({
      firstName: SNEAKY,
      lastName: 'Reyes',
      logoKey,
      primaryColor: GREEN,
      showWhiteLabel: whiteLabel,
      role: whiteLabel ? 'premium_agent' : 'free_agent',
      trialEndsAt: null,
    })
    .where(eq(users.id, s.owner.user.id));
  await t.database.db
    .update(presentations)
    .set({ backgroundThumbnailKey: coverKey })
    .where(eq(presentations.id, s.p.id));
  return { ...s, logoKey, coverKey };
}

const fileUrls = (mail: ParsedMail) =>
  [...String(mail.html).matchAll(/src="(http:\/\/folio\.test\/api\/client\/files\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
const served = async (url: string) => {
  const response = await t.app.inject({ url: new URL(url).pathname });
  return response.statusCode === 200 && response.rawPayload.equals(PNG);
};

/** Shares the presentation with `to` by e-mail and answers the e-mail they get. */
async function shareTo(s: { p: { id: number }; owner: { headers: Headers } }, to: string, settings = {}) {
  const response = await call(t, 'POST', `/api/presentations/${s.p.id}/share-email`, s.owner.headers, {
    ...SHARE,
    recipients: [{ name: 'Jane', email: to }],
    ...settings,
  });
  expect(response.statusCode).toBe(201);
  return takeMail(smtp, to);
}

/** From '{agent} via Folio' at Folio's address, answers to the agent, no header added by the name. */
function expectSentFor(mail: ParsedMail, agentEmail: string) {
  expect(mail.from?.value).toEqual([
    { name: 'Dana "The Agent" Bcc: thief@evil.test Reyes via Folio', address: 'hello@folio.test' },
  ]);
  expect(mail.replyTo?.value.map((v) => v.address)).toEqual([agentEmail]);
  expect(mail.headers.has('bcc')).toBe(false);
  expect(mail.bcc).toBeUndefined();
}

/** The agent's name and colour in the header, the logo through a URL of the recipient's link. */
async function expectBrand(mail: ParsedMail, { color }: { color: string | null }) {
  const html = String(mail.html);
  expect(html).toContain('Dana &quot;The Agent&quot;');
  expect(html).not.toMatch(/>\s*Folio\s*</);
  const logo = fileUrls(mail).find((url) => /\.G\./.test(url));
  expect(logo).toBeDefined();
  expect(await served(logo!)).toBe(true);
  if (color) expect(html).toContain(`background-color:${color}`);
  else expect(html).not.toContain(GREEN);
}

describe("the agent's brand in e-mails", () => {
  it('sends the share e-mail from the agent via Folio, in their brand, with the cover as a thumbnail', async () => {
    const s = await brandedPresentation();
    const to = uniqueEmail();
    const mail = await shareTo(s, to);
    expectSentFor(mail, s.owner.email);
    await expectBrand(mail, { color: GREEN });
    expect(smtp.messages.some((m) => JSON.stringify(m.to ?? '').includes('thief@evil.test'))).toBe(false);

    const cover = fileUrls(mail).find((url) => /\.b\./.test(url));
    expect(cover).toBeDefined();
    expect(String(mail.html)).not.toContain(s.coverKey);
    expect(await served(cover!)).toBe(true);
    // Bound to the recipient's link: it dies with the link.
    const [link] = (await call(t, 'GET', `/api/presentations/${s.p.id}/share-links`, s.owner.headers)).json()
      .results as { id: number }[];
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link!.id}`, s.owner.headers);
    expect(await served(cover!)).toBe(false);
  });

  it('keeps a free agent’s name and logo but not their colour (white label is premium)', async () => {
    const s = await brandedPresentation({ whiteLabel: false });
    const to = uniqueEmail();
    const mail = await shareTo(s, to);
    expectSentFor(mail, s.owner.email);
    await expectBrand(mail, { color: null });
  });

  it('leaves the cover out of a gated link’s e-mail', async () => {
    const s = await brandedPresentation();
    const to = uniqueEmail();
    const mail = await shareTo(s, to, { require_email: true });
    await expectBrand(mail, { color: GREEN });
    expect(fileUrls(mail).some((url) => /\.b\./.test(url))).toBe(false);
  });

  it('sends reminders from the agent via Folio, in their brand', async () => {
    const s = await brandedPresentation();
    const email = uniqueEmail();
    await insertEmailedLink(t, s.p.id, {
      email,
      hasAutoReminder: true,
      daysUntilNextReminder: 1,
      reminderInterval: 3,
      nextReminderAt: new Date(clock.now().getTime() + DAY * 1000),
      createdAt: clock.now(),
      createdByUserId: s.owner.user.id,
    });
    clock.advance(DAY);
    await runReminders();
    const mail = await takeMail(smtp, email);
    expect(mail.subject).toBe('Reminder: Your new home');
    expectSentFor(mail, s.owner.email);
    await expectBrand(mail, { color: GREEN });
  });

  it('sends a forwarded link from the agent via Folio, in their brand', async () => {
    const s = await brandedPresentation();
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    const to = uniqueEmail('max');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${link.hash}/forward`,
      headers: { 'user-agent': BROWSER, 'x-view-token': body.view_token! },
      payload: { name: 'Max', email: to, message: 'Look' },
      remoteAddress: '10.9.7.1',
    });
    expect(response.statusCode).toBe(201);
    const mail = await takeMail(smtp, to);
    expectSentFor(mail, s.owner.email);
    await expectBrand(mail, { color: GREEN });
  });
});
