import { MESSAGES, SHARE_LINK_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from './share-links.table.ts';

let t: TestApp;
let free: TestApp;
let noPrint: TestApp;
beforeAll(async () => {
  [t, free, noPrint] = await Promise.all([
    createTestApp({ env: { FEATURE_PRINT: 'true' } }),
    createTestApp({ env: { FEATURE_PRINT: 'true', TRIAL_DAYS: '0' } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), free.close(), noPrint.close()]);
});

type Link = { id: number; hash: string; share_link: string; updated_at: string; [key: string]: unknown };
const base = (id: number) => `/api/presentations/${id}`;

async function setup(
  app = t,
  title = 'Ocean View Villa',
  type: 'presentation' | 'document' = 'presentation',
) {
  const user = await buildUser(app.app);
  const p = (await call(app, 'POST', '/api/presentations', user.headers, { title, type })).json();
  const publish = async (body: object) => call(app, 'POST', `${base(p.id)}/share-link`, user.headers, body);
  const link = async (name: string, extra: object = {}) => (await publish({ name, ...extra })).json() as Link;
  const list = async (query = '') =>
    (await call(app, 'GET', `${base(p.id)}/share-links${query}`, user.headers)).json();
  const presentation = async () => (await call(app, 'GET', base(p.id), user.headers)).json();
  return { user, headers: user.headers as Headers, p, publish, link, list, presentation };
}

describe('share links: publish and read', () => {
  it('creates an individual link with the form defaults, a 160-bit hex hash and the recipient URL', async () => {
    const s = await setup();
    const response = await s.publish({ name: '  Buyer Jane  ' });
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(link).toMatchObject({
      presentation_id: s.p.id,
      share_link: `http://folio.test/c/p/${link.hash}/ocean-view-villa`,
      name: 'Buyer Jane',
      is_public: false,
      is_indexable: false,
      submitted_to_gallery: false,
      disabled: false,
      archived: false,
      activity_email_updates: true,
      require_email: false,
      require_email_message: '',
      require_phone_number: false,
      require_phone_number_message: '',
      forward_tracking: false,
      prevent_download: false,
      prevent_feedback: false,
      prevent_printing: false,
      password_protect: false,
    });
    expect(new Date(link.created_at).toISOString()).toBe(link.created_at);
    expect((await s.presentation()).share_date).not.toBeNull();
    expect((await s.presentation()).is_webpage).toBe(false);
  });

  it('gives every link its own hash', async () => {
    const s = await setup();
    const hashes = new Set<string>();
    for (let i = 0; i < 12; i++) hashes.add((await s.link(`Link ${i}`)).hash);
    expect(hashes.size).toBe(12);
  });

  it('keeps the first share date', async () => {
    const s = await setup();
    await s.link('First');
    const first = (await s.presentation()).share_date;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await s.link('Second');
    expect((await s.presentation()).share_date).toBe(first);
  });

  it('addresses documents under /c/d/ and leaves out an empty clean title', async () => {
    const doc = await setup(t, 'Harbor Brochure', 'document');
    const link = await doc.link('Client');
    expect(link.share_link).toBe(`http://folio.test/c/d/${link.hash}/harbor-brochure`);
    const untitled = await setup(t, '');
    const bare = await untitled.link('Client');
    expect(bare.share_link).toBe(`http://folio.test/c/p/${bare.hash}`);
  });

  it('requires a name of at most 256 characters on create', async () => {
    const s = await setup();
    for (const body of [{}, { name: '   ' }, { is_public: false }])
      expect((await s.publish(body)).json()).toEqual({ name: [SHARE_LINK_TEXTS.nameRequired] });
    const long = await s.publish({ name: 'x'.repeat(257) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ name: ['Ensure this field has no more than 256 characters.'] });
    expect((await s.publish({ name: 'x'.repeat(256) })).statusCode).toBe(201);
    const unknown = await s.publish({ name: 'A', password: 'x' });
    expect(unknown.statusCode).toBe(400);
    const longMessage = await s.publish({ name: 'A', require_email_message: 'm'.repeat(501) });
    expect(longMessage.json()).toEqual({
      require_email_message: ['Ensure this field has no more than 500 characters.'],
    });
  });

  it('stores markup in a name as text and answers it verbatim', async () => {
    const s = await setup();
    const payload = '<img src=x onerror=alert(1)><script>alert("x")</script>';
    const link = await s.link(payload);
    expect(link.name).toBe(payload);
    expect((await s.list()).results[0].name).toBe(payload);
  });

  it('lists newest first, 20 a page, with the list shape', async () => {
    const s = await setup();
    for (let i = 1; i <= 22; i++) await s.link(`Link ${i}`);
    const first = await s.list();
    expect(first.count).toBe(22);
    expect(first.results).toHaveLength(20);
    expect(first.results[0].name).toBe('Link 22');
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = await s.list('?page=2');
    expect(second.results.map((l: Link) => l.name)).toEqual(['Link 2', 'Link 1']);
    expect(second.next).toBeNull();
  });

  it('finds a link by its hash', async () => {
    const s = await setup();
    const link = await s.link('By hash');
    const found = await call(t, 'GET', `${base(s.p.id)}/share-links/by-hash/${link.hash}`, s.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(link);
    const missing = await call(t, 'GET', `${base(s.p.id)}/share-links/by-hash/${'0'.repeat(40)}`, s.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.notFound });
  });
});

describe('share links: the public link', () => {
  it('is a singleton named Public Link, indexable, in the gallery, marking the presentation as a webpage', async () => {
    const s = await setup();
    const created = await s.publish({ is_public: true });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({
      name: 'Public Link',
      is_public: true,
      is_indexable: true,
      submitted_to_gallery: true,
      forward_tracking: false,
      share_link: `http://folio.test/presentations/${link.hash}`,
    });
    expect((await s.presentation()).is_webpage).toBe(true);
    const again = await s.publish({ is_public: true, name: 'Another' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(link.id);
    expect((await s.list()).count).toBe(1);
  });

  it('answers the one public link when two publishes race', async () => {
    const s = await setup();
    const both = await Promise.all([s.publish({ is_public: true }), s.publish({ is_public: true })]);
    expect(new Set(both.map((r) => r.json().id)).size).toBe(1);
    expect((await s.list()).count).toBe(1);
  });

  it('takes its settings from the body and refuses forward tracking', async () => {
    const s = await setup();
    const refused = await s.publish({ is_public: true, forward_tracking: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ forward_tracking: [SHARE_LINK_TEXTS.forwardTrackingNotPublic] });
    const link = (await s.publish({ is_public: true, is_indexable: false, name: 'Website' })).json();
    expect(link).toMatchObject({ name: 'Website', is_indexable: false, submitted_to_gallery: true });
    const patch = await call(t, 'PATCH', `${base(s.p.id)}/share-links/${link.id}`, s.headers, {
      forward_tracking: true,
    });
    expect(patch.statusCode).toBe(400);
  });

  it('unmarks the webpage when disabled and marks it again when restored', async () => {
    const s = await setup();
    const link = (await s.publish({ is_public: true })).json();
    const del = await call(t, 'DELETE', `${base(s.p.id)}/share-links/${link.id}`, s.headers);
    expect(del.statusCode).toBe(204);
    expect((await s.presentation()).is_webpage).toBe(false);
    expect((await s.list()).results[0]).toMatchObject({ id: link.id, disabled: true });
    const restored = await call(t, 'POST', `${base(s.p.id)}/share-links/${link.id}/restore`, s.headers, {});
    expect(restored.json()).toMatchObject({ id: link.id, disabled: false, is_indexable: true });
    expect((await s.presentation()).is_webpage).toBe(true);
  });

  it('makes a new public link once the old one is disabled, and refuses restoring the old one then', async () => {
    const s = await setup();
    const old = (await s.publish({ is_public: true })).json();
    await call(t, 'DELETE', `${base(s.p.id)}/share-links/${old.id}`, s.headers);
    const fresh = await s.publish({ is_public: true });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(old.id);
    expect((await s.presentation()).is_webpage).toBe(true);
    const restore = await call(t, 'POST', `${base(s.p.id)}/share-links/${old.id}/restore`, s.headers, {});
    expect(restore.statusCode).toBe(400);
    expect(restore.json()).toEqual({ non_field_errors: [SHARE_LINK_TEXTS.publicLinkExists] });
    // Disabling the already disabled old link leaves the fresh one and the webpage mark alone.
    await call(t, 'DELETE', `${base(s.p.id)}/share-links/${old.id}`, s.headers);
    expect((await s.presentation()).is_webpage).toBe(true);
  });

  it('keeps the kind of a link: is_public cannot change', async () => {
    const s = await setup();
    const link = await s.link('Individual');
    const response = await call(t, 'PATCH', `${base(s.p.id)}/share-links/${link.id}`, s.headers, {
      is_public: true,
    });
    expect(response.json()).toEqual({ is_public: [SHARE_LINK_TEXTS.publicCannotChange] });
    const same = await call(t, 'PATCH', `${base(s.p.id)}/share-links/${link.id}`, s.headers, {
      is_public: false,
      name: 'Renamed',
    });
    expect(same.json()).toMatchObject({ is_public: false, name: 'Renamed' });
  });
});

describe('share links: settings, unpublish, restore, archive', () => {
  it('saves settings one at a time and bumps updated_at', async () => {
    const s = await setup();
    const link = await s.link('Jane');
    const url = `${base(s.p.id)}/share-links/${link.id}`;
    const changed = await call(t, 'PATCH', url, s.headers, {
      require_email: true,
      require_email_message: '  Tell us who you are  ',
      prevent_feedback: true,
      activity_email_updates: false,
      prevent_printing: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Jane',
      require_email: true,
      require_email_message: 'Tell us who you are',
      prevent_feedback: true,
      activity_email_updates: false,
      prevent_printing: true,
    });
    expect(changed.json().updated_at >= link.updated_at).toBe(true);
    const name = await call(t, 'PATCH', url, s.headers, { name: '' });
    expect(name.json()).toEqual({ name: [SHARE_LINK_TEXTS.nameRequired] });
  });

  it('hashes the password with argon2id and never answers it', async () => {
    const s = await setup();
    const link = await s.link('Secret', { password_protect: 'open sesame' });
    const url = `${base(s.p.id)}/share-links/${link.id}`;
    expect(link.password_protect).toBe(true);
    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    for (const response of [
      await call(t, 'GET', `${base(s.p.id)}/share-links`, s.headers),
      await call(t, 'GET', `${base(s.p.id)}/share-links/by-hash/${link.hash}`, s.headers),
      await call(t, 'PATCH', url, s.headers, { name: 'Still secret' }),
    ]) {
      expect(response.body).not.toContain('open sesame');
      expect(response.body).not.toContain('argon2');
      expect(response.body).not.toMatch(/password_hash|passwordHash/);
    }
    const blank = await call(t, 'PATCH', url, s.headers, { password_protect: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ password_protect: [SHARE_LINK_TEXTS.passwordRequired] });
    const removed = await call(t, 'PATCH', url, s.headers, { password_protect: '' });
    expect(removed.json().password_protect).toBe(false);
    await call(t, 'PATCH', url, s.headers, { password_protect: 'again' });
    expect((await call(t, 'PATCH', url, s.headers, { password_protect: null })).json().password_protect).toBe(
      false,
    );
  });

  it('refuses disabling feedback for documents', async () => {
    const doc = await setup(t, 'Brochure', 'document');
    const response = await doc.publish({ name: 'Client', prevent_feedback: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ prevent_feedback: [SHARE_LINK_TEXTS.feedbackOnlyPresentations] });
    expect((await doc.list()).count).toBe(0);
  });

  it('refuses disabling printing while the print flag is off', async () => {
    const s = await setup(noPrint);
    const response = await s.publish({ name: 'Client', prevent_printing: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ prevent_printing: [SHARE_LINK_TEXTS.printingUnavailable] });
    expect((await s.publish({ name: 'Client', prevent_printing: false })).statusCode).toBe(201);
  });

  it('unpublishes by disabling and restores with the indexable flag of the dialog', async () => {
    const s = await setup();
    const link = await s.link('Jane');
    const url = `${base(s.p.id)}/share-links/${link.id}`;
    expect((await call(t, 'DELETE', url, s.headers)).statusCode).toBe(204);
    expect((await s.list()).results[0]).toMatchObject({ id: link.id, disabled: true, hash: link.hash });
    const restored = await call(t, 'POST', `${url}/restore`, s.headers, { is_indexable: true });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      id: link.id,
      disabled: false,
      is_indexable: true,
      hash: link.hash,
    });
    await call(t, 'DELETE', url, s.headers);
    const bare = await t.app.inject({ method: 'POST', url: `${url}/restore`, headers: s.headers });
    expect(bare.json()).toMatchObject({ disabled: false, is_indexable: true });
  });

  it('bulk-disables links of the presentation, all or nothing', async () => {
    const s = await setup();
    const other = await setup();
    const [a, b, c] = [await s.link('A'), await s.link('B'), await s.link('C')];
    const foreign = await other.link('Foreign');
    const url = `${base(s.p.id)}/share-links/bulk-delete`;
    const mixed = await call(t, 'POST', url, s.headers, { share_links: [a.id, foreign.id] });
    expect(mixed.statusCode).toBe(404);
    const missing = await call(t, 'POST', url, s.headers, { share_links: [a.id, 2_000_000_000] });
    expect(missing.statusCode).toBe(404);
    expect((await s.list()).results.every((l: Link) => l.disabled === false)).toBe(true);
    expect((await other.list()).results[0].disabled).toBe(false);
    expect((await call(t, 'POST', url, s.headers, { share_links: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await call(t, 'POST', url, s.headers, { share_links: tooMany })).statusCode).toBe(400);
    const done = await call(t, 'POST', url, s.headers, { share_links: [a.id, b.id, a.id] });
    expect(done.statusCode).toBe(204);
    const state = Object.fromEntries((await s.list()).results.map((l: Link) => [l.id, l.disabled]));
    expect(state).toEqual({ [a.id]: true, [b.id]: true, [c.id]: false });
  });

  it('bulk-disabling the public link unmarks the webpage', async () => {
    const s = await setup();
    const pub = (await s.publish({ is_public: true })).json();
    const ind = await s.link('Jane');
    await call(t, 'POST', `${base(s.p.id)}/share-links/bulk-delete`, s.headers, {
      share_links: [pub.id, ind.id],
    });
    expect((await s.presentation()).is_webpage).toBe(false);
  });

  it('archives and unarchives: archived links leave the default list', async () => {
    const s = await setup();
    const a = await s.link('A');
    const b = await s.link('B');
    const archived = await call(t, 'POST', `${base(s.p.id)}/share-links/${a.id}/archive`, s.headers);
    expect(archived.json()).toMatchObject({ id: a.id, archived: true });
    expect((await s.list()).results.map((l: Link) => l.id)).toEqual([b.id]);
    expect((await s.list('?archived=true')).results.map((l: Link) => l.id)).toEqual([a.id]);
    const back = await call(t, 'POST', `${base(s.p.id)}/share-links/${a.id}/unarchive`, s.headers);
    expect(back.json()).toMatchObject({ id: a.id, archived: false });
    expect((await s.list()).count).toBe(2);
    expect((await s.list('?archived=true')).count).toBe(0);
  });
});

describe('share links: premium settings', () => {
  const premium = [
    { prevent_download: true },
    { require_email: true },
    { require_phone_number: true },
    { password_protect: 'hunter2' },
    { prevent_printing: true },
    { verify_email: true },
    { allow_list: ['@acme.com'] },
    { block_list: ['rival@example.com'] },
  ];

  it('refuses each premium setting to a free user on create and on PATCH, saving nothing', async () => {
    const s = await setup(free);
    const link = await s.link('Jane');
    const url = `${base(s.p.id)}/share-links/${link.id}`;
    for (const setting of premium) {
      const created = await s.publish({ name: 'Locked', ...setting });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toEqual({ detail: SHARE_LINK_TEXTS.premiumSetting, code: 'premium_required' });
      const patched = await call(free, 'PATCH', url, s.headers, { name: 'Changed', ...setting });
      expect(patched.statusCode).toBe(403);
    }
    const list = await s.list();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      name: 'Jane',
      prevent_download: false,
      require_email: false,
      require_phone_number: false,
      password_protect: false,
      prevent_printing: false,
    });
  });

  it('lets a free user disable feedback, turn off activity e-mails and switch premium settings off', async () => {
    const s = await setup(free);
    const link = await s.link('Jane', {
      prevent_feedback: true,
      activity_email_updates: false,
      prevent_download: false,
      require_email: false,
      password_protect: '',
    });
    expect(link).toMatchObject({ prevent_feedback: true, activity_email_updates: false });
    const patched = await call(free, 'PATCH', `${base(s.p.id)}/share-links/${link.id}`, s.headers, {
      require_email_message: 'Who are you?',
      require_phone_number: false,
      password_protect: null,
    });
    expect(patched.statusCode).toBe(200);
  });

  it('gives trial users every premium setting', async () => {
    const s = await setup();
    const link = await s.link('All on', Object.assign({}, ...premium));
    expect(link).toMatchObject({
      prevent_download: true,
      require_email: true,
      require_phone_number: true,
      password_protect: true,
      prevent_printing: true,
    });
  });
});

describe('share links: access', () => {
  it('answers 404 for another user’s presentation or link', async () => {
    const s = await setup();
    const link = await s.link('Mine');
    const intruder = await buildUser(t.app);
    const h = intruder.headers;
    const own = (await call(t, 'POST', '/api/presentations', h, { title: 'Theirs' })).json();
    const l = `${base(s.p.id)}/share-links/${link.id}`;
    const crossed = `${base(own.id)}/share-links/${link.id}`;
    const attempts = [
      await call(t, 'POST', `${base(s.p.id)}/share-link`, h, { name: 'x' }),
      await call(t, 'GET', `${base(s.p.id)}/share-links`, h),
      await call(t, 'GET', `${base(s.p.id)}/share-links/by-hash/${link.hash}`, h),
      await call(t, 'GET', `${base(own.id)}/share-links/by-hash/${link.hash}`, h),
      await call(t, 'PATCH', l, h, { name: 'x' }),
      await call(t, 'PATCH', crossed, h, { name: 'x' }),
      await call(t, 'DELETE', l, h),
      await call(t, 'DELETE', crossed, h),
      await call(t, 'POST', `${l}/restore`, h, {}),
      await call(t, 'POST', `${crossed}/restore`, h, {}),
      await call(t, 'POST', `${crossed}/archive`, h),
      await call(t, 'POST', `${l}/unarchive`, h),
      await call(t, 'POST', `${base(s.p.id)}/share-links/bulk-delete`, h, { share_links: [link.id] }),
      await call(t, 'POST', `${base(own.id)}/share-links/bulk-delete`, h, { share_links: [link.id] }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await s.list()).results[0]).toMatchObject({ name: 'Mine', disabled: false, archived: false });
    // A link of one presentation is not reachable through another presentation of the same owner.
    const second = (await call(t, 'POST', '/api/presentations', s.headers, { title: 'Two' })).json();
    const wrong = await call(t, 'PATCH', `${base(second.id)}/share-links/${link.id}`, s.headers, {
      name: 'x',
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const s = await setup();
    const link = await s.link('Mine');
    const l = `${base(s.p.id)}/share-links/${link.id}`;
    // Valid bodies: a request that passes validation still needs a session.
    const requests: [string, string, object?][] = [
      ['POST', `${base(s.p.id)}/share-link`, { name: 'x' }],
      ['GET', `${base(s.p.id)}/share-links`],
      ['GET', `${base(s.p.id)}/share-links/by-hash/${link.hash}`],
      ['PATCH', l, { name: 'x' }],
      ['DELETE', l],
      ['POST', `${l}/restore`, {}],
      ['POST', `${l}/archive`],
      ['POST', `${l}/unarchive`],
      ['POST', `${base(s.p.id)}/share-links/bulk-delete`, { share_links: [link.id] }],
    ];
    for (const [method, url, payload] of requests) {
      const response = await t.app.inject({ method: method as 'GET', url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('token_not_valid');
    }
    expect((await s.list()).results[0]).toMatchObject({ name: 'Mine', disabled: false, archived: false });
  });

  it('removes the links with the presentation', async () => {
    const s = await setup();
    await s.link('Gone');
    await call(t, 'DELETE', `${base(s.p.id)}/delete`, s.headers);
    await t.database.db.delete(presentations).where(eq(presentations.id, s.p.id));
    const rows = await t.database.db.select().from(shareLinks).where(eq(shareLinks.presentationId, s.p.id));
    expect(rows).toEqual([]);
  });
});
