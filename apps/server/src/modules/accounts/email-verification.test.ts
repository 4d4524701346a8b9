import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/tokens.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { buildOwner, SHARE, takeMail } from '../share-email/share-email.test-utils.ts';
import { companies, companyInvites } from '../teams/teams.table.ts';
import { emailVerifications, users } from './accounts.table.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(() => t.close());

/** The newest verification e-mail to `to`, its 6-digit code and its link's token; taken off the peer's list. */
async function verificationMail(to: string) {
  const mail: ParsedMail = await smtp.waitFor(to, 15_000, { verification: true });
  smtp.verifications.splice(smtp.verifications.indexOf(mail), 1);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  const token = /http:\/\/folio\.test\/verify-email\/([\w-]+)/.exec(mail.text ?? '')?.[1];
  if (!code || !token) throw new Error(`no code or link in ${mail.text}`);
  return { mail, code, token };
}

const unverifiedUser = () => buildUser(t.app, {}, { verified: false });
const me = async (headers: Headers) => (await call(t, 'GET', '/api/user', headers)).json();
const enterCode = (headers: Headers, code: string) =>
  call(t, 'POST', '/api/user/verify-email', headers, { code });
const openLink = (token: string) => call(t, 'POST', '/api/verify-email', {}, { token });

describe('sign-up e-mail verification', () => {
  it('sends a link and a 6-digit code; the code verifies once, and the user API says so', async () => {
    const user = await unverifiedUser();
    expect(user.user.email_verified).toBe(false);
    expect((await me(user.headers)).email_verified).toBe(false);
    const { mail, code, token } = await verificationMail(user.email);
    expect(mail.subject).toBe(`${code} is your Folio verification code`);
    expect(mail.html).toContain(`/verify-email/${token}`);
    expect(mail.text).toContain('expire in 24 hours');
    const stored = await t.database.db.select().from(emailVerifications);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    const verified = await enterCode(user.headers, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email_verified).toBe(true);
    expect((await me(user.headers)).email_verified).toBe(true);
    expect((await enterCode(user.headers, code)).json()).toEqual({ non_field_errors: [TEXTS.expired] });
    expect((await openLink(token)).json()).toEqual({ non_field_errors: [TEXTS.expired] });
  });

  it('verifies with the link alone, without a session, once', async () => {
    const user = await unverifiedUser();
    const { token } = await verificationMail(user.email);
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ detail: TEXTS.verified });
    expect((await me(user.headers)).email_verified).toBe(true);
    expect((await openLink(token)).statusCode).toBe(400);
  });

  it('refuses a code and a link after 24 hours', async () => {
    const user = await unverifiedUser();
    const { code, token } = await verificationMail(user.email);
    clock.advance(24 * 3600 + 60);
    const login = await call(t, 'POST', '/api/auth/login', {}, { email: user.email, password: PASSWORD });
    const headers = { authorization: `Bearer ${login.json().access}` };
    expect((await enterCode(headers, code)).json()).toEqual({ non_field_errors: [TEXTS.expired] });
    expect((await openLink(token)).statusCode).toBe(400);
    expect((await me(headers)).email_verified).toBe(false);
  });

  it('ends a code after 5 wrong attempts, so 6 digits cannot be tried through', async () => {
    const user = await unverifiedUser();
    const { code } = await verificationMail(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await enterCode(user.headers, wrong)).json()).toEqual({ code: [TEXTS.codeWrong] });
    expect((await enterCode(user.headers, wrong)).json()).toEqual({ code: [TEXTS.tooManyAttempts] });
    expect((await enterCode(user.headers, code)).statusCode).toBe(400);
    expect((await me(user.headers)).email_verified).toBe(false);
    expect((await enterCode(user.headers, '12ab')).json()).toEqual({ code: [TEXTS.codeFormat] });
  });

  it('limits code checks to 10 a minute per user', async () => {
    const user = await unverifiedUser();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await enterCode(user.headers, '999999')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('resends a fresh link and code (the old ones stop working), at most 5 an hour', async () => {
    const user = await unverifiedUser();
    const first = await verificationMail(user.email);
    const resend = () => call(t, 'POST', '/api/user/verify-email/resend', user.headers);
    const answer = await resend();
    expect(answer.json()).toEqual({ detail: `${TEXTS.sent} ${user.email}.` });
    const second = await verificationMail(user.email);
    expect((await openLink(first.token)).statusCode).toBe(400);
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
    expect((await enterCode(user.headers, second.code)).statusCode).toBe(400); // replaced by the later sends
  });

  it('says there is nothing to resend to a verified user, and a verified user gets no such e-mail', async () => {
    const user = await buildUser(t.app);
    const answer = await call(t, 'POST', '/api/user/verify-email/resend', user.headers);
    expect(answer.json()).toEqual({ non_field_errors: [TEXTS.alreadyVerified] });
  });
});

describe('an unverified user', () => {
  it('cannot send by e-mail: 403 with the reason on share, resend, notify and message', async () => {
    const sender = await unverifiedUser();
    const p = (
      await call(t, 'POST', '/api/presentations', sender.headers, { title: 'Villa', type: 'presentation' })
    ).json() as { id: number };
    const base = `/api/presentations/${p.id}`;
    const shared = await call(t, 'POST', `${base}/share-email`, sender.headers, {
      ...SHARE,
      recipients: [{ name: 'Jane', email: 'jane-no@recipient.test' }],
    });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual({ detail: TEXTS.notVerified, code: 'email_not_verified' });
    for (const url of ['notify', 'message', 'share-links/1/resend'])
      expect((await call(t, 'POST', `${base}/${url}`, sender.headers, { message: 'Hi' })).statusCode).toBe(
        403,
      );
    expect((await call(t, 'GET', `${base}/share-links`, sender.headers)).json().count).toBe(0);
    await expect(smtp.waitFor('jane-no@recipient.test', 1000)).rejects.toThrow();
    // Someone else's presentation stays a 404, verified or not.
    const other = await buildOwner(t);
    expect(
      (await other.share({ recipients: [{ name: 'J', email: 'j@r.test' }] }, sender.headers)).statusCode,
    ).toBe(404);
  });

  it('receives nothing until verified; shares after verification land in Received', async () => {
    const s = await buildOwner(t);
    const buyer = await unverifiedUser();
    const { code } = await verificationMail(buyer.email);
    const received = async () =>
      (await call(t, 'GET', '/api/presentations?tab=received', buyer.headers)).json();

    expect((await s.share({ recipients: [{ name: 'Buyer', email: buyer.email }] })).statusCode).toBe(201);
    await takeMail(smtp, buyer.email);
    expect((await received()).count).toBe(0);
    expect((await me(buyer.headers)).has_new_received_presentation).toBe(false);

    expect((await enterCode(buyer.headers, code)).statusCode).toBe(200);
    expect((await received()).count).toBe(0); // the share sent before did not attach
    await s.share({ recipients: [{ name: 'Buyer', email: buyer.email }], subject: SHARE.subject });
    expect((await received()).results.map((p: { id: number }) => p.id)).toEqual([s.p.id]);
  });

  it("lends no picture to an owner's recipient suggestions until verified", async () => {
    const s = await buildOwner(t);
    const buyer = await unverifiedUser();
    await t.database.db
      .update(users)
      .set({ thumbnailPictureKey: 'pictures/buyer.jpg' })
      .where(eq(users.id, buyer.user.id));
    await s.share({ recipients: [{ name: 'Buyer', email: buyer.email }] });
    const suggestion = async () =>
      (
        await call(
          t,
          'GET',
          `/api/recipients/suggestions?name=${encodeURIComponent(buyer.email)}`,
          s.owner.headers,
        )
      ).json()[0];
    expect(await suggestion()).toMatchObject({ email: buyer.email, picture: null });
    const { code } = await verificationMail(buyer.email);
    await enterCode(buyer.headers, code);
    expect((await suggestion()).picture).toContain('pictures/buyer.jpg');
  });

  it('counts as verified when signing up through an invite sent to the address (no e-mail to verify)', async () => {
    const [company] = await t.database.db.insert(companies).values({ name: 'Harbor Realty' }).returning();
    const email = `invitee-${Date.now()}@example.com`;
    await t.database.db
      .insert(companyInvites)
      .values({ companyId: company!.id, email, tokenHash: sha256('verify-invite-token') });
    const invited = await buildUser(t.app, { email, invite: 'verify-invite-token' }, { verified: false });
    expect(invited.user.email_verified).toBe(true);
    await expect(smtp.waitFor(email, 1000, { verification: true })).rejects.toThrow();
  });
});

describe('changing the e-mail address', () => {
  it('applies the new address only once it is verified, with the current password', async () => {
    const user = await buildUser(t.app);
    const next = `moved-${Date.now()}@example.com`;
    const change = (body: object) => call(t, 'POST', '/api/user/email', user.headers, body);
    expect((await change({ email: next, password: 'Wrong-Password-9' })).statusCode).toBe(400);
    expect((await change({ email: user.email, password: PASSWORD })).json()).toEqual({
      email: [TEXTS.sameEmail],
    });
    const other = await buildUser(t.app);
    expect((await change({ email: other.email, password: PASSWORD })).statusCode).toBe(400);

    expect((await change({ email: next, password: PASSWORD })).json()).toEqual({ detail: TEXTS.changeSent });
    const { code } = await verificationMail(next);
    expect(await me(user.headers)).toMatchObject({ email: user.email, email_verified: true });
    const verified = await enterCode(user.headers, code);
    expect(verified.json()).toMatchObject({ email: next, email_verified: true });
    const rows = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.user.id));
    expect(rows.every((r) => r.usedAt)).toBe(true);
  });
});
