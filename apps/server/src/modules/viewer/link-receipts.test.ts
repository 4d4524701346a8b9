import { MESSAGES } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { buildSharedPresentation, openLink } from './viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const newEmail = () => `recipient${++sequence}-${Date.now()}@example.com`;

/** POST /api/register as the sign-up page sends it from a shared presentation. */
async function signUp(extra: object) {
  const response = await call(
    t,
    'POST',
    '/api/register',
    {},
    {
      email: newEmail(),
      password1: PASSWORD,
      password2: PASSWORD,
      first_name: 'Rita',
      last_name: 'Recipient',
      ...extra,
    },
  );
  expect(response.statusCode).toBe(201);
  const body = response.json() as { access: string; user: Record<string, unknown> & { id: number } };
  return { ...body, headers: { authorization: `Bearer ${body.access}` } };
}

const received = async (headers: Record<string, string>) => {
  const list = await call(t, 'GET', '/api/presentations?tab=received', headers);
  expect(list.statusCode).toBe(200);
  return list.json().results as { id: number; title: string; share_url: string | null; user_name: string }[];
};

describe('sign-up and sign-in with a share hash (spec accounts §2)', () => {
  it('puts the presentation in Received at sign-up, before the address is verified, opened by its link', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const rita = await signUp({ hash: link.hash });
    expect(rita.user).toMatchObject({ has_new_received_presentation: true, email_verified: false });
    const [item, ...rest] = await received(rita.headers);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ id: s.p.id, title: 'Ocean View Villa', user_name: 'Dana Reyes' });
    expect(item!.share_url).toContain(link.hash);
  });

  it('makes the tab’s viewing session the new account’s (user_token), so the sender’s insights name them', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const opened = await openLink(t, link.hash);
    const token = opened.body.view_token!;
    const rita = await signUp({ hash: link.hash, user_token: token });
    const [session] = await t.database.db
      .select({ viewer: viewSessions.viewerUserId })
      .from(viewSessions)
      .where(eq(viewSessions.shareLinkId, link.id));
    expect(session?.viewer).toBe(rita.user.id);

    // Someone else's token (of another link) claims nothing.
    const other = await s.share();
    const elsewhere = await openLink(t, other.hash);
    await signUp({ hash: link.hash, user_token: elsewhere.body.view_token });
    const sessions = await t.database.db
      .select({ viewer: viewSessions.viewerUserId })
      .from(viewSessions)
      .where(eq(viewSessions.shareLinkId, other.id));
    expect(sessions).toEqual([{ viewer: null }]);
  });

  it('puts it in Received at sign-in too, for a user who already has an account', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const jane = await buildUser(t.app, { first_name: 'Jane' });
    expect(await received(jane.headers)).toEqual([]);
    const login = await call(
      t,
      'POST',
      '/api/auth/login',
      {},
      {
        email: jane.email,
        password: PASSWORD,
        hash: link.hash,
      },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user.has_new_received_presentation).toBe(true);
    expect((await received(jane.headers)).map((p) => p.id)).toEqual([s.p.id]);
  });

  it('ignores a disabled or unknown link, a document, and the sender’s own presentation', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    const doc = await buildSharedPresentation(t, 'document');
    const docLink = await doc.share();
    for (const hash of [link.hash, 'f'.repeat(40), 'not-a-hash', docLink.hash]) {
      const rita = await signUp({ hash });
      expect(await received(rita.headers)).toEqual([]);
      expect(rita.user.has_new_received_presentation).toBe(false);
    }
    const own = await s.share();
    const login = await call(
      t,
      'POST',
      '/api/auth/login',
      {},
      {
        email: s.owner.email,
        password: PASSWORD,
        hash: own.hash,
      },
    );
    expect(login.statusCode).toBe(200);
    expect(await received(s.owner.headers)).toEqual([]);
  });

  it('refuses a wrong password whatever the hash, and attaches nothing', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const jane = await buildUser(t.app);
    const login = await call(
      t,
      'POST',
      '/api/auth/login',
      {},
      {
        email: jane.email,
        password: 'wrong-password-1',
        hash: link.hash,
      },
    );
    expect(login.statusCode).toBe(400);
    expect(await received(jane.headers)).toEqual([]);
  });
});

describe('a link that no longer opens (spec §2, the presentation-not-found page)', () => {
  it('answers 404 with its sender’s name and brand, and without a sender for an unknown hash', async () => {
    const s = await buildSharedPresentation(t);
    await call(t, 'PATCH', '/api/users/me/branding', s.owner.headers, {
      show_white_label: true,
      primary_color: '#0a7d4f',
    });
    const link = await s.share();
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    const gone = await openLink(t, link.hash);
    expect(gone.response.statusCode).toBe(404);
    expect(gone.response.json()).toEqual({
      detail: MESSAGES.notFound,
      sender: {
        first_name: 'Dana',
        last_name: 'Reyes',
        show_white_label: true,
        primary_color: '#0a7d4f',
        hide_header: false,
      },
    });
    for (const hash of ['0'.repeat(40), 'nope']) {
      const unknown = await openLink(t, hash);
      expect(unknown.response.statusCode).toBe(404);
      expect(unknown.response.json()).toEqual({ detail: MESSAGES.notFound, sender: null });
    }
  });

  it('names the sender of a deleted presentation too, in Folio’s brand once their premium has ended', async () => {
    const s = await buildSharedPresentation(t);
    await call(t, 'PATCH', '/api/users/me/branding', s.owner.headers, { show_white_label: true });
    const link = await s.share();
    await call(t, 'DELETE', `/api/presentations/${s.p.id}`, s.owner.headers);
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, s.owner.user.id));
    const gone = await openLink(t, link.hash);
    expect(gone.response.statusCode).toBe(404);
    expect(gone.response.json().sender).toMatchObject({ first_name: 'Dana', show_white_label: false });
  });
});
