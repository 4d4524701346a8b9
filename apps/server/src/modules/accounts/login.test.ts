import { MESSAGES, SESSION_HINT_COOKIE } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from './accounts.table.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_MAX_FAILURES: '5' } });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/user', headers });
const setUser = (email: string, values: Partial<typeof users.$inferInsert>) =>
  t.database.db.update(users).set(values).where(eq(users.email, email));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const TOKEN_NOT_VALID = { detail: MESSAGES.tokenNotValid, code: 'token_not_valid' };

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case and answers {access, user} with the session cookie', async () => {
    const { email } = await buildUser(t.app);
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    const cookie = response.cookies.find((c) => c.name === 'folio_session')!;
    expect(cookie.value).toBe(response.json().access);
    const viaCookie = await t.app.inject({ url: '/api/user', cookies: { folio_session: cookie.value } });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const { email } = await buildUser(t.app);
    for (const response of [
      await login(email, 'Wrong-Password-1'),
      await login('nobody@example.com', PASSWORD),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid Email or Password' });
    }
  });

  it('names the provider of an account made with social sign-in', async () => {
    const { email } = await buildUser(t.app);
    await setUser(email, { passwordHash: null, provider: 'google' });
    expect((await login(email, PASSWORD)).json()).toEqual({ provider: 'google' });
  });

  it('refuses a disabled account with non_field_errors', async () => {
    const { email } = await buildUser(t.app);
    await setUser(email, { isActive: false });
    const response = await login(email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ non_field_errors: [MESSAGES.accountDisabled] });
  });

  it('answers 400 field errors for missing fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'password']);
  });

  it('answers 429 after repeated failures for one e-mail, even with the right password', async () => {
    const { email } = await buildUser(t.app);
    for (let i = 0; i < 5; i++) expect((await login(email, `Wrong-${i}-password`)).statusCode).toBe(400);
    const blocked = await login(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.tooManyLoginAttempts });
    clock.advance(16 * 60);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("locks out per e-mail and IP: a stranger's failures elsewhere do not lock the user out", async () => {
    const { email } = await buildUser(t.app);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    for (let i = 0; i < 5; i++)
      expect((await from('203.0.113.9', `Guess-${i}-password`)).statusCode).toBe(400);
    expect((await from('203.0.113.9', PASSWORD)).statusCode).toBe(429);
    expect((await from('198.51.100.4', PASSWORD)).statusCode).toBe(200);
  });

  it('behind a load balancer (TRUST_PROXY) takes the address it saw, not one the client wrote in X-Forwarded-For', async () => {
    const proxied = await createTestApp({ clock, env: { LOGIN_MAX_FAILURES: '5', TRUST_PROXY: 'true' } });
    try {
      const { email } = await buildUser(proxied.app);
      // The balancer (10.0.0.5) appends the address it saw to whatever the client sent.
      const from = (client: string, forged: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
        });
      for (let i = 0; i < 5; i++)
        expect((await from('203.0.113.9', `6.6.6.${i}`, `Guess-${i}-password`)).statusCode).toBe(400);
      expect((await from('203.0.113.9', '7.7.7.7', PASSWORD)).statusCode).toBe(429);
      expect((await from('198.51.100.4', '6.6.6.0', PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('a password change required by the operator', () => {
  it('answers 403 change_password_required with a session that can only set the password', async () => {
    const { email } = await buildUser(t.app);
    await setUser(email, { changePasswordRequired: true });
    const response = await login(email, PASSWORD);
    expect(response.statusCode).toBe(403);
    const { access, change_password_required } = response.json();
    expect(change_password_required).toBe(true);
    expect((await me(bearer(access))).json().change_password_required).toBe(true);
    const role = await t.app.inject({ url: '/api/user-role', headers: bearer(access) });
    expect(role.statusCode).toBe(403);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/setup/password',
      headers: bearer(access),
      payload: { password1: 'short', password2: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/setup/password',
      headers: bearer(access),
      payload: { password1: 'Brand-New-Pass-9', password2: 'Brand-New-Pass-9' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.change_password_required).toBe(false);
    expect((await me(bearer(access))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/user-role', headers: bearer(set.json().access) })).statusCode,
    ).toBe(200);
    expect((await login(email, 'Brand-New-Pass-9')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 token_not_valid without a session, with a made-up one and after logout', async () => {
    expect((await t.app.inject({ url: '/api/user' })).json()).toEqual(TOKEN_NOT_VALID);
    expect((await me(bearer('x'.repeat(43)))).json()).toEqual(TOKEN_NOT_VALID);
    const user = await buildUser(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'folio_session')?.value).toBe('');
    const after = await me(user.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(TOKEN_NOT_VALID);
  });

  it('expires after 6 hours unused, and slides while it is used', async () => {
    const idle = await buildUser(t.app);
    const active = await buildUser(t.app);
    clock.advance(2 * 3600);
    const renewed = await me(active.headers);
    expect(renewed.statusCode).toBe(200);
    clock.advance(4.5 * 3600);
    expect((await me(idle.headers)).statusCode).toBe(401);
    expect((await me(active.headers)).statusCode).toBe(200);
    clock.advance(6 * 3600 + 1);
    expect((await me(active.headers)).statusCode).toBe(401);
  });

  it('renews the cookie when a cookie session slides', async () => {
    const { access } = await buildUser(t.app);
    clock.advance(2 * 3600);
    const response = await t.app.inject({ url: '/api/user', cookies: { folio_session: access } });
    expect(response.cookies.find((c) => c.name === 'folio_session')).toMatchObject({
      value: access,
      maxAge: 21600,
    });
  });

  it('sets a readable session hint with the session cookie, and clears it at logout and for a dead session', async () => {
    const { email } = await buildUser(t.app);
    const signedIn = await login(email, PASSWORD);
    const hint = signedIn.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', maxAge: 21600, path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = { folio_session: signedIn.json().access };
    // A session from before the hint gets it on its next request.
    const older = await t.app.inject({ url: '/api/user', cookies: session });
    expect(older.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('1');
    const withHint = await t.app.inject({
      url: '/api/user',
      cookies: { ...session, [SESSION_HINT_COOKIE]: '1' },
    });
    expect(withHint.cookies.find((c) => c.name === SESSION_HINT_COOKIE)).toBeUndefined();

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: session,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(logout.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
    const dead = await t.app.inject({
      url: '/api/user',
      cookies: { ...session, [SESSION_HINT_COOKIE]: '1' },
    });
    expect(dead.statusCode).toBe(401);
    expect(dead.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
  });

  it('refuses a cookie-authenticated change from another site (CSRF) but accepts the app header', async () => {
    const { access } = await buildUser(t.app);
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        cookies: { folio_session: access },
        headers,
        payload: { first_name: 'Eve' },
      });
    const forged = await request({ origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ detail: MESSAGES.forbiddenCsrf });
    expect((await request({ 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(200);
    expect((await request({ origin: 'http://folio.test' })).statusCode).toBe(200);
  });
});

describe('POST /verify', () => {
  it('is rate-limited per IP like the other sign-in calls (it lives outside /api)', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const verify = () =>
        limited.app.inject({ method: 'POST', url: '/verify', payload: { token: 'guess-guess-guess-guess' } });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await verify()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 204 for a live token and 401 otherwise', async () => {
    const user = await buildUser(t.app);
    const verify = (token: string) => t.app.inject({ method: 'POST', url: '/verify', payload: { token } });
    expect((await verify(user.access)).statusCode).toBe(204);
    expect((await verify('nope')).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect((await verify(user.access)).statusCode).toBe(401);
  });
});
