import { MESSAGES, PASSWORD_RULE_TEXT } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { passwordResetJob } from './accounts.jobs.ts';
import { passwordResetTokens, users } from './accounts.table.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

/** The next e-mail to `email` with this subject, taken from the peer (others to that address before it too). */
async function take(email: string, subject: string) {
  for (;;) {
    const mail = await smtp.waitFor(email);
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    if (mail.subject === subject) return mail;
  }
}

/** Asks for a reset and returns the uid and token of the link in the e-mail the SMTP peer received. */
async function requestReset(email: string) {
  const response = await post('/api/password/reset', { email });
  expect(response.json()).toEqual({ detail: MESSAGES.resetSent });
  const mail = await take(email, 'Reset your Folio password');
  const match = /http:\/\/folio\.test\/change-password\/([\w-]+)\/([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { mail, uid: match[1]!, token: match[2]! };
}
const confirm = (uid: string, token: string, password: string) =>
  post('/api/password/reset/confirm', { uid, token, new_password1: password, new_password2: password });

describe('password reset by e-mail', () => {
  it('e-mails a single-use link in the product look that sets a new password and ends every session', async () => {
    const user = await buildUser(t.app);
    const { mail, uid, token } = await requestReset(user.email);
    expect(mail.subject).toBe('Reset your Folio password');
    expect(mail.from?.text).toContain('hello@folio.test');
    expect(mail.html).toContain('#34495e');
    expect(mail.html).toContain(`/change-password/${uid}/${token}`);
    expect(mail.text).toContain('expires in 24 hours');

    const weak = await confirm(uid, token, '12345678');
    expect(weak.json().new_password1).toContain(PASSWORD_RULE_TEXT.numeric);
    expect((await confirm(uid, token, 'Fresh-Start-2026')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, 'Fresh-Start-2026')).statusCode).toBe(200);

    const reused = await confirm(uid, token, 'Another-Start-2027');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ token: [MESSAGES.resetLinkInvalid] });

    // The owner hears of it, in case it was not them.
    const notice = await take(user.email, 'Your Folio password was changed');
    expect(notice.text).toContain('reset with a link sent to this address');
    expect(notice.html).toContain('http://folio.test/forgot-password');
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const response = await post('/api/password/reset', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    await expect(smtp.waitFor('ghost@example.com', 1500)).rejects.toThrow();
  });

  it("refuses a link older than 24 hours, a forged token and another user's uid", async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    const { uid, token } = await requestReset(user.email);
    const otherLink = await requestReset(other.email);
    expect((await confirm(otherLink.uid, token, 'Fresh-Start-2026')).json()).toEqual({
      token: [MESSAGES.resetLinkInvalid],
    });
    expect((await confirm(uid, 'forged-token', 'Fresh-Start-2026')).statusCode).toBe(400);
    expect((await confirm('bm90LWEtdWlk', token, 'Fresh-Start-2026')).statusCode).toBe(400);
    clock.advance(24 * 3600 + 60);
    expect((await confirm(uid, token, 'Fresh-Start-2026')).json()).toEqual({
      token: [MESSAGES.resetLinkInvalid],
    });
  });
});

describe('the reset link is checked before the new password', () => {
  it('answers the same for an unknown uid and a bad token, whatever the password, and changes nothing', async () => {
    const user = await buildUser(t.app);
    const { uid, token } = await requestReset(user.email);
    const invalid = { token: [MESSAGES.resetLinkInvalid] };
    const unknownUid = Buffer.from('999999').toString('base64url');
    for (const password of ['12345678', 'Fresh-Start-2026']) {
      const knownUidBadToken = await confirm(uid, 'forged-token', password);
      const unknownUidAnswer = await confirm(unknownUid, token, password);
      expect(knownUidBadToken.statusCode).toBe(400);
      expect(knownUidBadToken.json()).toEqual(invalid);
      expect(unknownUidAnswer.json()).toEqual(invalid);
      expect((await confirm('%%%', token, password)).json()).toEqual(invalid);
      // A uid beyond the ids a user can have is just another unknown uid.
      const beyondIds = Buffer.from('99999999999').toString('base64url');
      expect((await confirm(beyondIds, token, password)).json()).toEqual(invalid);
    }
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    // The live link still works afterwards, and then once only.
    expect((await confirm(uid, token, 'Fresh-Start-2026')).statusCode).toBe(200);
    expect((await confirm(uid, token, 'Fresh-Start-2027')).json()).toEqual(invalid);
  });
});

describe('asking for a reset tells nothing by its answer or its work', () => {
  it('does the same for a known and an unknown e-mail: one job queued with the address, the rest in the job', async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    try {
      const user = await buildUser(web.app);
      const ghost = `ghost-${Date.now()}@example.com`;
      const answers = [];
      for (const email of [user.email, ghost])
        answers.push(
          await web.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email } }),
        );
      expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
        [200, JSON.stringify({ detail: MESSAGES.resetSent })],
        [200, JSON.stringify({ detail: MESSAGES.resetSent })],
      ]);
      const { rows } = await web.database.executeSql(
        'select data from pgboss.job where name = $1 order by created_on',
        ['accounts.password-reset'],
      );
      expect(rows.map((r) => (r as { data: unknown }).data)).toEqual([
        { email: user.email, claim: false },
        { email: ghost, claim: false },
      ]);
      expect(await web.database.db.select().from(passwordResetTokens)).toHaveLength(0);

      const sent: string[] = [];
      const job = passwordResetJob({
        db: web.database.db,
        clock,
        publicUrl: 'http://folio.test',
        outbox: () => ({ send: async (to) => void sent.push(to), record: async () => {} }),
      });
      for (const row of rows)
        await job.handler(job.schema.parse((row as { data: unknown }).data), { lastAttempt: true });
      expect(sent).toEqual([user.email]);
      expect(await web.database.db.select().from(passwordResetTokens)).toHaveLength(1);
    } finally {
      await web.close();
    }
  });
});

describe('POST /api/password/reset/validate', () => {
  const validate = (uid: string, token: string) => post('/api/password/reset/validate', { uid, token });
  const invalid = { token: [MESSAGES.resetLinkInvalid] };

  it('tells the page a live link works without using it, and refuses it once used or expired', async () => {
    const user = await buildUser(t.app);
    const { uid, token } = await requestReset(user.email);
    for (let i = 0; i < 2; i += 1) {
      const live = await validate(uid, token);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ detail: MESSAGES.resetLinkValid });
    }
    expect((await confirm(uid, token, 'Fresh-Start-2026')).statusCode).toBe(200);
    const used = await validate(uid, token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(invalid);

    const later = await requestReset(user.email);
    clock.advance(24 * 3600 + 60);
    expect((await validate(later.uid, later.token)).json()).toEqual(invalid);
  });

  it('answers alike for an unknown uid and a forged token', async () => {
    const user = await buildUser(t.app);
    const { uid, token } = await requestReset(user.email);
    expect((await validate(Buffer.from('999999').toString('base64url'), token)).json()).toEqual(invalid);
    expect((await validate(uid, 'forged-token')).json()).toEqual(invalid);
  });
});

describe('POST /api/change-password', () => {
  it('checks the old password, then keeps this session and ends the others', async () => {
    const user = await buildUser(t.app);
    const elsewhere = (await login(user.email, PASSWORD)).json().access as string;
    const change = (old_password: string, password: string) =>
      post(
        '/api/change-password',
        { old_password, new_password1: password, new_password2: password },
        user.headers,
      );
    const wrong = await change('Not-My-Password-1', 'Next-Password-55');
    expect(wrong.json()).toEqual({ old_password: [MESSAGES.wrongOldPassword] });
    expect((await change(PASSWORD, 'Next-Password-55')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${elsewhere}` } }))
        .statusCode,
    ).toBe(401);
    expect((await login(user.email, 'Next-Password-55')).statusCode).toBe(200);
  });

  it('e-mails the owner that it changed; API keys keep working, and the e-mail says where to revoke them', async () => {
    const user = await buildUser(t.app);
    const key = (await post('/api/rollout', { name: 'CRM sync' }, user.headers)).json().rollout_key as string;
    const changed = await post(
      '/api/change-password',
      { old_password: PASSWORD, new_password1: 'Next-Password-56', new_password2: 'Next-Password-56' },
      user.headers,
    );
    expect(changed.statusCode).toBe(200);
    const notice = await take(user.email, 'Your Folio password was changed');
    expect(notice.text).toContain('was changed in its settings');
    expect(notice.text).toContain('you have been signed out');
    expect(notice.text).toContain('API keys keep working');
    expect(notice.html).toContain('http://folio.test/settings/integration');
    expect(notice.html).toContain('http://folio.test/forgot-password');
    const withKey = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${key}` } });
    expect(withKey.statusCode).toBe(200);
  });

  it('requires a session', async () => {
    const response = await post('/api/change-password', {
      old_password: 'a',
      new_password1: 'b',
      new_password2: 'b',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/setup/password', () => {
  it('e-mails the owner that a password was set, and ends the other sessions', async () => {
    const user = await buildUser(t.app);
    const elsewhere = (await login(user.email, PASSWORD)).json().access as string;
    await t.database.db.update(users).set({ changePasswordRequired: true }).where(eq(users.id, user.user.id));
    const setup = await post(
      '/api/setup/password',
      { password1: 'Chosen-Anew-2026', password2: 'Chosen-Anew-2026' },
      user.headers,
    );
    expect(setup.statusCode).toBe(200);
    await take(user.email, 'A password was set for your Folio account');
    const old = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${elsewhere}` } });
    expect(old.statusCode).toBe(401);
  });
});
