import { MESSAGES, SOCIAL_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/tokens.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { type FacebookServer, startFacebookServer } from '../../test/social/facebook-server.ts';
import { type GoogleServer, startGoogleServer } from '../../test/social/google-server.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { companies, companyInvites } from '../teams/teams.table.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';

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

let n = 0;
const person = (overrides: { verified?: boolean; email?: string } = {}) => {
  n += 1;
  return { email: `social${n}@example.com`, name: `Sam Rivera${n}`, ...overrides };
};
const signIn = (provider: 'google' | 'facebook', access_token: string, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${provider}`, payload: { access_token, ...extra } });

describe('POST /api/auth/google', () => {
  it('signs up a new person (201, session cookie, onboarding, trial, verified, picture), then signs them in', async () => {
    const sam = { ...person(), picture: 'https://lh3.googleusercontent.com/a/sam=s96-c' };
    const first = await signIn('google', google.issue(sam));
    expect(first.statusCode).toBe(201);
    const { access, user } = first.json();
    expect(first.cookies.find((c) => c.name === 'folio_session')?.value).toBe(access);
    expect(user).toMatchObject({
      email: sam.email,
      first_name: 'Sam',
      last_name: 'Rivera1',
      email_verified: true,
      show_onboarding: true,
      is_trial_active: true,
      picture: sam.picture,
      google_account_picture: sam.picture,
      facebook_account_picture: null,
    });
    const again = await signIn('google', google.issue(sam));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user.id);
    const me = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${again.json().access}` },
    });
    expect(me.json().email).toBe(sam.email);
  });

  it('refuses a token made for another app, an unverified address, a token Google does not know', async () => {
    const wrongAudience = await signIn(
      'google',
      google.issue(person(), 'someone-else.apps.googleusercontent.com'),
    );
    expect(wrongAudience.statusCode).toBe(400);
    expect(wrongAudience.json()).toEqual({
      detail: SOCIAL_TEXTS.invalidToken('google'),
      code: 'invalid_token',
    });
    const unverified = await signIn('google', google.issue(person({ verified: false })));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().detail).toBe(SOCIAL_TEXTS.emailUnverified('google'));
    const unknown = await signIn('google', 'ya29.not-a-token');
    expect(unknown.json().code).toBe('invalid_token');
    const empty = await signIn('google', '');
    expect(empty.statusCode).toBe(400);
  });

  it('answers 502 with a clear message when Google is down, and writes nothing', async () => {
    const someone = person();
    const token = google.issue(someone);
    google.setDown(true);
    try {
      const down = await signIn('google', token);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({ detail: SOCIAL_TEXTS.providerDown('google'), code: 'provider_down' });
    } finally {
      google.setDown(false);
    }
    expect((await signIn('google', token)).statusCode).toBe(201);
  });

  it('links the account that verified the same address; refuses one that never verified it', async () => {
    const owner = await buildUser(t.app);
    const linked = await signIn('google', google.issue({ email: owner.email, name: 'Dana Reyes' }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.id).toBe(owner.user.id);
    const stranger = await buildUser(t.app, {}, { verified: false });
    const refused = await signIn('google', google.issue({ email: stranger.email, name: 'Real Owner' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(SOCIAL_TEXTS.emailTakenUnverified);
  });

  it('joins the team of an invite sent to the same address', async () => {
    const [company] = await t.database.db.insert(companies).values({ name: 'Harbor Realty' }).returning();
    const invited = person();
    await t.database.db
      .insert(companyInvites)
      .values({ companyId: company!.id, email: invited.email, tokenHash: sha256('social-invite') });
    const other = await signIn('google', google.issue(person()), { invite: 'social-invite' });
    expect(other.json()).toEqual({ email: [MESSAGES.inviteEmailMismatch] });
    const joined = await signIn('google', google.issue(invited), { invite: 'social-invite' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user.companies).toEqual([expect.objectContaining({ id: company!.id })]);
  });
});

describe('POST /api/auth/facebook', () => {
  it('signs up with a Graph-checked token and signs in again; refuses tokens of other apps and invalid ones', async () => {
    const fay = person();
    const created = await signIn('facebook', facebook.issue(fay));
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email: fay.email, first_name: 'Sam', email_verified: true });
    expect(created.json().user.facebook_account_picture).toMatch(/^https:\/\//);
    expect((await signIn('facebook', facebook.issue(fay))).json().user.id).toBe(created.json().user.id);
    const otherApp = await signIn('facebook', facebook.issue(person(), '999'));
    expect(otherApp.json().code).toBe('invalid_token');
    const expired = await signIn('facebook', facebook.issue(person(), facebook.appId, false));
    expect(expired.json().code).toBe('invalid_token');
    const noEmail = await signIn('facebook', facebook.issue({ email: '', name: 'No Mail' }));
    expect(noEmail.json().detail).toBe(SOCIAL_TEXTS.noEmail('facebook'));
  });

  it('answers 502 when the Graph API is down', async () => {
    facebook.setDown(true);
    try {
      const down = await signIn('facebook', 'EAABwhatever');
      expect(down.statusCode).toBe(502);
      expect(down.json().detail).toBe(SOCIAL_TEXTS.providerDown('facebook'));
    } finally {
      facebook.setDown(false);
    }
  });
});

describe('a social-only account', () => {
  it('is told to use its provider on a password attempt, and can set a password at /onboarding/password', async () => {
    const sam = person();
    const { access } = (await signIn('facebook', facebook.issue(sam))).json();
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: sam.email, password: PASSWORD },
    });
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json()).toEqual({ provider: 'facebook' });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/setup/password',
      headers: { authorization: `Bearer ${access}` },
      payload: { password1: PASSWORD, password2: PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: sam.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is asked for no password it never had: change-password and change-email say to set one first', async () => {
    const gail = person();
    const { access } = (await signIn('google', google.issue(gail))).json();
    const post = (url: string, payload: object, token = access) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
    const accounts = await t.app.inject({
      url: '/api/user/social-accounts',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(accounts.json()).toMatchObject({ has_password: false });
    const change = await post('/api/change-password', {
      old_password: 'anything',
      new_password1: PASSWORD,
      new_password2: PASSWORD,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ old_password: [MESSAGES.noPasswordYet] });
    const email = await post('/api/user/email', { email: 'gail.new@example.com', password: 'anything' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ password: [MESSAGES.noPasswordYet] });

    // Setting one (a new session), after which both work as for anyone.
    const setup = await post('/api/setup/password', { password1: PASSWORD, password2: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const renewed = setup.json().access as string;
    const again = await post('/api/setup/password', { password1: PASSWORD, password2: PASSWORD }, renewed);
    expect(again.statusCode).toBe(400);
    const changed = await post(
      '/api/change-password',
      { old_password: PASSWORD, new_password1: 'Calmer-Harbor-77', new_password2: 'Calmer-Harbor-77' },
      renewed,
    );
    expect(changed.statusCode).toBe(200);
    const wrong = await post(
      '/api/user/email',
      { email: 'gail.new@example.com', password: PASSWORD },
      renewed,
    );
    expect(wrong.json()).toEqual({
      password: ['Your password was entered incorrectly. Please enter it again.'],
    });
  });
});

describe('from a shared presentation (spec accounts §2)', () => {
  const received = async (access: string) =>
    (await call(t, 'GET', '/api/presentations?tab=received', { authorization: `Bearer ${access}` })).json()
      .results as { id: number; share_url: string | null }[];

  it('a new account made with Google gets the presentation in Received and the tab’s viewing session', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const opened = await openLink(t, link.hash);
    const created = await signIn('google', google.issue(person()), {
      hash: link.hash,
      user_token: opened.body.view_token,
    });
    expect(created.statusCode).toBe(201);
    const { access, user } = created.json();
    expect(user).toMatchObject({ has_new_received_presentation: true, show_onboarding: true });
    expect(await received(access)).toEqual([
      expect.objectContaining({ id: s.p.id, share_url: expect.stringContaining(link.hash) }),
    ]);
    const sessions = await t.database.db
      .select({ viewer: viewSessions.viewerUserId })
      .from(viewSessions)
      .where(eq(viewSessions.shareLinkId, link.id));
    expect(sessions).toEqual([{ viewer: user.id }]);
  });

  it('an account that signs in again with Facebook gets it too; a bad hash is ignored', async () => {
    const fay = person();
    const { access } = (await signIn('facebook', facebook.issue(fay))).json();
    const bad = await signIn('facebook', facebook.issue(fay), { hash: 'not-a-hash' });
    expect(bad.statusCode).toBe(200);
    expect(await received(access)).toEqual([]);
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const again = await signIn('facebook', facebook.issue(fay), { hash: link.hash });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.has_new_received_presentation).toBe(true);
    expect((await received(access)).map((p) => p.id)).toEqual([s.p.id]);
  });
});
