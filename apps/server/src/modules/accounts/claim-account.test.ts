import { EMAIL_VERIFICATION_TEXTS, MESSAGES } from '@folio/shared';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp()));
afterAll(() => t.close());

const OWNER_PASSWORD = 'Rightful-Owner-2026';
const signUp = (email: string, password: string) =>
  call(
    t,
    'POST',
    '/api/register',
    {},
    {
      email,
      password1: password,
      password2: password,
      first_name: 'Sam',
      last_name: 'Owner',
    },
  );
const login = (email: string, password: string) =>
  call(t, 'POST', '/api/auth/login', {}, { email, password });
const linkOf = (mail: ParsedMail, path: string) =>
  new RegExp(`http://folio\\.test/${path}/([\\w-]+)(?:/([\\w-]+))?`).exec(mail.text ?? '');

describe('an account someone else started with your address and never confirmed', () => {
  it("is the address owner's to claim through the e-mail a sign-up with it sends", async () => {
    const squatter = await buildUser(t.app, {}, { verified: false });
    const victim = squatter.email;
    // The squatter, who knows the password, also asks to move the account to an address of theirs.
    const theirs = `squatter-${Date.now()}@example.com`;
    const move = await call(t, 'POST', '/api/user/email', squatter.headers, {
      email: theirs,
      password: PASSWORD,
    });
    expect(move.statusCode).toBe(200);
    const moveMail = await smtp.waitFor(theirs, 15_000, { verification: true });

    const taken = await signUp(victim, OWNER_PASSWORD);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [MESSAGES.emailTaken] });
    const claim = await smtp.waitFor(victim);
    expect(claim.subject).toBe('Claim the Folio account of your e-mail address');
    expect(claim.text).not.toContain('Dana');
    const [, uid, token] = linkOf(claim, 'change-password')!;
    const claimed = await call(
      t,
      'POST',
      '/api/password/reset/confirm',
      {},
      {
        uid,
        token,
        new_password1: OWNER_PASSWORD,
        new_password2: OWNER_PASSWORD,
      },
    );
    expect(claimed.statusCode).toBe(200);

    expect((await call(t, 'GET', '/api/user', squatter.headers)).statusCode).toBe(401);
    expect((await login(victim, PASSWORD)).statusCode).toBe(400);
    const owner = await login(victim, OWNER_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({ email: victim, email_verified: true });
    const moveToken = linkOf(moveMail, 'verify-email')![1];
    expect((await call(t, 'POST', '/api/verify-email', {}, { token: moveToken })).json()).toEqual({
      non_field_errors: [EMAIL_VERIFICATION_TEXTS.expired],
    });
  });

  it('sends nothing when the account with that address is confirmed', async () => {
    const user = await buildUser(t.app);
    expect((await signUp(user.email, OWNER_PASSWORD)).json()).toEqual({ email: [MESSAGES.emailTaken] });
    await expect(smtp.waitFor(user.email, 1500)).rejects.toThrow();
  });
});
