import { MESSAGES, PASSWORD_RULE_TEXT } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_DAYS: '14', FREE_INSIGHTS: '3' } });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload });
const valid = { password1: PASSWORD, password2: PASSWORD, first_name: 'Ana', last_name: 'Silva' };

describe('POST /api/register', () => {
  it('creates a free user with a trial, lower-cases the e-mail and opens a session', async () => {
    const response = await register({ ...valid, email: 'Ana.Silva@Example.COM' });
    expect(response.statusCode).toBe(201);
    const { access, user } = response.json();
    expect(access).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({
      email: 'ana.silva@example.com',
      first_name: 'Ana',
      last_name: 'Silva',
      role: 'free_agent',
      user_type: 'individual',
      show_onboarding: true,
      is_trial_active: true,
      trial_remaining: 14,
      subscription_status: null,
      remaining_presentation_insights_free_user: 3,
      primary_color: '#34495e',
    });
    const cookie = response.cookies.find((c) => c.name === 'folio_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 21600, path: '/' });
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${access}` } });
    expect(me.json().email).toBe('ana.silva@example.com');
  });

  it('refuses an e-mail already registered in another case', async () => {
    await register({ ...valid, email: 'dup@example.com' });
    const response = await register({ ...valid, email: 'DUP@Example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it('answers one account when the same sign-up is sent twice at once', async () => {
    const results = await Promise.all([1, 2].map(() => register({ ...valid, email: 'twice@example.com' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it.each([
    ['short', 'Ab1!', PASSWORD_RULE_TEXT.tooShort],
    ['numeric', '1234567890123', PASSWORD_RULE_TEXT.numeric],
    ['common', 'password123', PASSWORD_RULE_TEXT.common],
    ['like the e-mail', 'weakling-99', PASSWORD_RULE_TEXT.similar],
  ])('refuses a %s password with its rule', async (_name, password, message) => {
    const response = await register({
      ...valid,
      email: 'weakling@example.com',
      password1: password,
      password2: password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().password1).toContain(message);
  });

  it('refuses two different passwords', async () => {
    const response = await register({
      ...valid,
      email: 'mismatch@example.com',
      password2: 'Another-Pass-77',
    });
    expect(response.json()).toEqual({ password2: [MESSAGES.passwordsDontMatch] });
  });

  it.each([['not-an-email'], ['two words@example.com'], ['a@b'], [42]])(
    'refuses the malformed e-mail %s',
    async (email) => {
      const response = await register({ ...valid, email });
      expect(response.statusCode).toBe(400);
      expect(response.json().email).toHaveLength(1);
    },
  );

  it('names every missing field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'password1', 'password2']);
  });

  it('requires first and last name while the name flag is on, and refuses @ in a name', async () => {
    const missing = await register({ email: 'noname@example.com', password1: PASSWORD, password2: PASSWORD });
    expect(missing.json()).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
    });
    const at = await register({ ...valid, email: 'at@example.com', first_name: 'a@b' });
    expect(at.json()).toEqual({ first_name: ["The character '@' is not accepted in the name field"] });
  });

  it('answers JSON errors for a body that is not JSON or too large', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBeTruthy();
    const huge = await register({ ...valid, email: 'huge@example.com', first_name: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('a user built by the factory', () => {
  it('can read itself', async () => {
    const user = await buildUser(t.app);
    const me = await t.app.inject({ url: '/api/user', headers: user.headers });
    expect(me.json().id).toBe(user.user.id);
  });
});
