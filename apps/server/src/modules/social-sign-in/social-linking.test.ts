import { FEATURE_FLAG_DEFAULTS, SOCIAL_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { type FacebookServer, startFacebookServer } from '../../test/social/facebook-server.ts';
import { type GoogleServer, startGoogleServer } from '../../test/social/google-server.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';

let google: GoogleServer;
let facebook: FacebookServer;
let t: TestApp;
beforeAll(async () => {
  [google, facebook] = await Promise.all([startGoogleServer(), startFacebookServer()]);
  t = await createTestApp({ env: { ...google.env, ...facebook.env } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), facebook.close()]);
});

const link = (headers: Headers, provider: 'google' | 'facebook', access_token: string) =>
  call(t, 'POST', '/api/auth/link', headers, { provider, access_token });
const unlink = (headers: Headers, provider: 'google' | 'facebook') =>
  call(t, 'POST', '/api/auth/unlink', headers, { provider });

describe('linking from Settings → Integrations', () => {
  it('links Facebook and Google with their e-mails, lists them, and unlinks them', async () => {
    const dana = await buildUser(t.app);
    expect((await call(t, 'GET', '/api/user/social-accounts', dana.headers)).json()).toEqual({
      accounts: [],
      has_password: true,
    });
    const linked = await link(
      dana.headers,
      'facebook',
      facebook.issue({ email: 'dana.fb@example.com', name: 'Dana R' }),
    );
    expect(linked.statusCode).toBe(200);
    expect(linked.json().accounts).toEqual([
      expect.objectContaining({ provider: 'facebook', email: 'dana.fb@example.com' }),
    ]);
    await link(dana.headers, 'google', google.issue({ email: 'dana.g@example.com', name: 'Dana R' }));
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/facebook',
      payload: { access_token: facebook.issue({ email: 'dana.fb@example.com', name: 'Dana R' }) },
    });
    expect(signedIn.json().user.id).toBe(dana.user.id);
    const after = await unlink(dana.headers, 'facebook');
    expect(after.json().accounts.map((a: { provider: string }) => a.provider)).toEqual(['google']);
    expect((await unlink(dana.headers, 'facebook')).statusCode).toBe(404);
  });

  it("refuses a provider account that signs in another user with the spec's text", async () => {
    const [first, second] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const shared = { email: 'shared.fb@example.com', name: 'Shared One' };
    await link(first.headers, 'facebook', facebook.issue(shared));
    const conflict = await link(second.headers, 'facebook', facebook.issue(shared));
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json()).toEqual({ detail: SOCIAL_TEXTS.linkConflict, code: 'social_account_taken' });
    const another = await link(
      first.headers,
      'facebook',
      facebook.issue({ email: 'x@example.com', name: 'X' }),
    );
    expect(another.json().code).toBe('other_account_linked');
    expect(
      (await call(t, 'POST', '/api/auth/link', {}, { provider: 'google', access_token: 'x' })).statusCode,
    ).toBe(401);
  });

  it('refuses to unlink the only way to sign in, allows it once there is another', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { access_token: google.issue({ email: 'only.google@example.com', name: 'Only Google' }) },
    });
    const headers = { authorization: `Bearer ${created.json().access}` };
    const refused = await unlink(headers, 'google');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: SOCIAL_TEXTS.lastSignInMethod('google'),
      code: 'last_sign_in_method',
    });
    await link(
      headers,
      'facebook',
      facebook.issue({ email: 'only.google@example.com', name: 'Only Google' }),
    );
    expect((await unlink(headers, 'google')).statusCode).toBe(200);
    // The login screen now names the provider that is left.
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'only.google@example.com', password: PASSWORD },
    });
    expect(attempt.json()).toEqual({ provider: 'facebook' });
    expect((await unlink(headers, 'facebook')).json().code).toBe('last_sign_in_method');
  });
});

describe('unlinking both providers at once', () => {
  it('leaves one: the user row is locked, so the second unlink sees the first', async () => {
    const who = { email: 'both@example.com', name: 'Both Ways' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { access_token: google.issue(who) },
    });
    const headers = { authorization: `Bearer ${created.json().access}` };
    await link(headers, 'facebook', facebook.issue(who));
    const answers = await Promise.all([unlink(headers, 'google'), unlink(headers, 'facebook')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await call(t, 'GET', '/api/user/social-accounts', headers)).json().accounts).toHaveLength(1);
  });
});

describe('POST /get-user-email', () => {
  it('answers the address of a Facebook token, refuses an invalid one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/get-user-email',
      payload: { accessToken: facebook.issue({ email: 'Mail.Me@example.com', name: 'Mail Me' }) },
    });
    expect(ok.json()).toEqual({ email: 'mail.me@example.com' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/get-user-email',
      payload: { accessToken: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('providers and flags', () => {
  it('tells the browser each configured provider; the flags follow configuration', async () => {
    const providers = (await t.app.inject({ url: '/api/auth/providers' })).json();
    expect(providers).toEqual({
      google: { client_id: google.clientId, script_url: `${google.base}/gsi/client` },
      facebook: { app_id: facebook.appId, sdk_url: `${facebook.base}/en_US/sdk.js`, version: 'v3.2' },
    });
    const flags = (await t.app.inject({ url: '/api/feature-flags' })).json();
    expect(flags).toMatchObject({ google_login: true, facebook_login: true, facebook_button: true });
    const page = await t.app.inject({ url: '/api/feature-flags' });
    expect(page.headers['content-security-policy']).toContain(google.base);
    // The image picker's Facebook grid shows Facebook's CDN (and the local Graph's own) images.
    const images = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(images?.split(' ')).toEqual(expect.arrayContaining(['https://*.fbcdn.net', facebook.base]));
  });

  it("turns the image picker's Facebook button off with its flag", async () => {
    const off = await createTestApp({ env: { ...facebook.env, FEATURE_FACEBOOK_BUTTON: 'false' } });
    try {
      const flags = (await off.app.inject({ url: '/api/feature-flags' })).json();
      expect(flags).toMatchObject({ facebook_login: true, facebook_button: false });
    } finally {
      await off.close();
    }
  });

  it('hides an unconfigured provider or one whose flag is off, and refuses its calls', async () => {
    const bare = await createTestApp({ env: { ...google.env, FEATURE_GOOGLE_LOGIN: 'false' } });
    try {
      expect((await bare.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
        google: null,
        facebook: null,
      });
      expect((await bare.app.inject({ url: '/api/feature-flags' })).json()).toEqual({
        ...FEATURE_FLAG_DEFAULTS,
        google_login: false,
        facebook_login: false,
        facebook_button: false,
        // No AI provider either.
        ai_button: false,
        enhance: false,
      });
      const refused = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { access_token: google.issue({ email: 'a@example.com', name: 'A' }) },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail).toBe(SOCIAL_TEXTS.notConfigured('google'));
    } finally {
      await bare.close();
    }
  });
});
