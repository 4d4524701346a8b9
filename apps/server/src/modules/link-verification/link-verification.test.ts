import { LINK_VERIFICATION_TEXTS as TEXTS, VIEWER_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { viewSessions } from '../activity/activity.table.ts';
import { BROWSER, buildSharedPresentation, newVisitor, openLink } from '../viewer/viewer.test-utils.ts';
import { linkRefusals } from './link-verification.table.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(async () => {
  await t.close();
});

let addresses = 0;
/** A new recipient's address each time, so each test reads its own e-mails. */
const newAddress = (domain = 'example.com') => {
  addresses += 1;
  return `viewer${addresses}-${Date.now()}@${domain}`;
};

const requestCode = (hash: string, email: string, remoteAddress = newVisitor()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/presentations/${hash}/verification-code`,
    headers: { 'user-agent': BROWSER },
    payload: { email },
    remoteAddress,
  });

const unlock = (hash: string, body: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/presentations/${hash}/unlock`,
    headers: { 'user-agent': BROWSER, ...(cookie && { cookie }) },
    payload: body,
    remoteAddress: newVisitor(),
  });

const read = new Map<string, number>();
/** The code of the next e-mail to this address (each call reads one more). */
async function codeSentTo(email: string) {
  const n = read.get(email) ?? 0;
  read.set(email, n + 1);
  await smtp.waitFor(email, 60_000);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const mail = smtp.messages.filter((m) => JSON.stringify(m.to).includes(email))[n];
    const code = mail && /^(\d{6}) is your code/.exec(mail.subject ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code e-mail number ${n + 1} to ${email}`);
}

/** A premium owner's link with the verified e-mail gate (and these settings). */
async function verifiedLink(settings: object = {}) {
  const s = await buildSharedPresentation(t);
  return { ...s, link: await s.share({ verify_email: true, ...settings }) };
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0]!;

describe('verified e-mail gate', () => {
  it('shows the gate and nothing of the content, then opens with the code e-mailed, marking the session verified', async () => {
    const { link, p, owner } = await verifiedLink();
    const gated = await openLink(t, link.hash);
    expect(gated.body.gate).toMatchObject({ verify_email: true, verified_email: null });
    expect(gated.body.view_token).toBeNull();
    expect(gated.response.body).not.toContain('Welcome home');
    expect(gated.response.body).not.toContain('/api/client/files/');

    const noCode = await unlock(link.hash, { email: 'someone@example.com' });
    expect([noCode.statusCode, noCode.json()]).toEqual([400, { code: [TEXTS.codeRequired] }]);

    const email = newAddress();
    const sent = await requestCode(link.hash, email.toUpperCase());
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ detail: TEXTS.codeSent(email), email });
    // The first e-mail of the run loads the templates on a busy machine.
    const mail = await smtp.waitFor(email, 60_000);
    expect(mail.html).toContain('Ocean View Villa');
    expect(mail.text).toContain('expires in 10 minutes');
    const code = await codeSentTo(email);

    const opened = await unlock(link.hash, { email, code });
    expect(opened.statusCode).toBe(200);
    const body = opened.json() as { gate: null; presentation: { opening_msg: string }; view_token: string };
    expect(body.gate).toBeNull();
    expect(body.presentation.opening_msg).toBe('Welcome home');
    const [session] = await t.database.db
      .select()
      .from(viewSessions)
      .where(eq(viewSessions.presentationId, p.id));
    expect(session).toMatchObject({ email, emailVerified: true });
    const insights = await call(t, 'GET', `/api/presentation-insights/${p.id}`, owner.headers);
    expect((insights.json() as { viewers: { results: unknown[] } }).viewers.results).toEqual([
      expect.objectContaining({ email, verified: true }),
    ]);
    const cookie = String(opened.headers['set-cookie']);
    for (const part of ['Max-Age=2592000', `Path=/api/client/presentations/${link.hash}`, 'HttpOnly'])
      expect(cookie).toContain(part);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain(code);
  });

  it('refuses a wrong code, an expired one, a used one and another link’s code', async () => {
    const { link } = await verifiedLink();
    const other = await verifiedLink();
    const email = newAddress();
    await requestCode(link.hash, email);
    const code = await codeSentTo(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await unlock(link.hash, { email, code: wrong });
    expect([refused.statusCode, refused.json()]).toEqual([400, { code: [TEXTS.codeWrong] }]);

    // The other link's code to the same address never opens this one.
    await requestCode(other.link.hash, email);
    const otherCode = await codeSentTo(email);
    if (otherCode !== code) {
      const crossed = await unlock(link.hash, { email, code: otherCode });
      expect(crossed.json()).toEqual({ code: [TEXTS.codeWrong] });
    }
    expect((await unlock(link.hash, { email, code })).statusCode).toBe(200);
    const reused = await unlock(link.hash, { email, code });
    expect([reused.statusCode, reused.json()]).toEqual([400, { code: [TEXTS.codeExpired] }]);

    clock.advance(10 * 60 + 1);
    const late = await unlock(other.link.hash, { email, code: otherCode });
    expect([late.statusCode, late.json()]).toEqual([400, { code: [TEXTS.codeExpired] }]);
  });

  it('ends a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const { link } = await verifiedLink();
    const email = newAddress();
    await requestCode(link.hash, email);
    const code = await codeSentTo(email);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await unlock(link.hash, { email, code: wrong })).json());
    expect(answers.slice(0, 4)).toEqual(Array(4).fill({ code: [TEXTS.codeWrong] }));
    expect(answers[4]).toEqual({ code: [TEXTS.tooManyTries] });
    const sixth = await unlock(link.hash, { email, code });
    expect([sixth.statusCode, sixth.json()]).toEqual([400, { code: [TEXTS.tooManyTries] }]);
    // A new code works again; only the latest one does.
    await requestCode(link.hash, email);
    const fresh = await codeSentTo(email);
    expect((await unlock(link.hash, { email, code: fresh })).statusCode).toBe(200);
  });

  it('limits the codes sent to one address for a link in an hour', async () => {
    const { link } = await verifiedLink();
    const email = newAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await requestCode(link.hash, email));
    expect(statuses.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(statuses[5]!.json()).toEqual({ detail: TEXTS.tooManyCodes });
    clock.advance(3601);
    expect((await requestCode(link.hash, email)).statusCode).toBe(202);
  });

  it('limits the codes asked from one IP address, and refuses a bad address or a link without the gate', async () => {
    const { link, share } = await verifiedLink();
    // Five links: the route's own limit is 5 a minute per IP address and link.
    const hashes = [
      link.hash,
      ...(await Promise.all([1, 2, 3, 4].map(() => share({ verify_email: true })))).map((l) => l.hash),
    ];
    const ip = newVisitor();
    const statuses = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await requestCode(hashes[i % 5]!, newAddress(), ip)).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    const bad = await requestCode(link.hash, 'not-an-email');
    expect([bad.statusCode, bad.json()]).toEqual([400, { email: [VIEWER_TEXTS.invalidEmail] }]);
    const s = await buildSharedPresentation(t);
    const open = await s.share();
    expect((await requestCode(open.hash, newAddress())).statusCode).toBe(404);
  }, 120_000);

  // A test left running past its timeout would move the shared clock under the next one: room for a busy machine.
  it('remembers a verified browser for that link only, and not once the lists refuse it', async () => {
    const { link, owner, p } = await verifiedLink();
    const other = await verifiedLink();
    const email = newAddress();
    await requestCode(link.hash, email);
    const opened = await unlock(link.hash, { email, code: await codeSentTo(email) });
    const cookie = cookieOf(opened);

    const again = await openLink(t, link.hash, { cookie });
    expect(again.body.gate).toBeNull();
    expect(again.body.view_token).toEqual(expect.any(String));

    // The same mark renamed for another link is not its mark.
    const [name, value] = cookie.split('=');
    const moved = `folio_verified_${other.link.hash.slice(0, 16)}=${value}`;
    expect(name).toBe(`folio_verified_${link.hash.slice(0, 16)}`);
    expect((await openLink(t, other.link.hash, { cookie: moved })).body.gate).toMatchObject({
      verify_email: true,
    });
    const forged = `${name}=${value!.replace(/^[^.]+/, Buffer.from('boss@example.com').toString('base64url'))}`;
    expect((await openLink(t, link.hash, { cookie: forged })).body.gate).toMatchObject({
      verified_email: null,
    });

    await call(t, 'PATCH', `/api/presentations/${p.id}/share-links/${link.id}`, owner.headers, {
      block_list: [email],
    });
    clock.advance(10);
    const blocked = await openLink(t, link.hash, { cookie });
    expect(blocked.body.gate).toMatchObject({ verify_email: true, verified_email: null });

    clock.advance(31 * 86_400);
    await call(t, 'PATCH', `/api/presentations/${p.id}/share-links/${link.id}`, owner.headers, {
      block_list: [],
    });
    expect((await openLink(t, link.hash, { cookie })).body.gate).toMatchObject({ verified_email: null });
  }, 120_000);

  it('with another gate too, the mark answers the address and the other gate is still asked', async () => {
    const { link } = await verifiedLink({ password_protect: 'hunter2' });
    const email = newAddress();
    await requestCode(link.hash, email);
    const code = await codeSentTo(email);
    const noPassword = await unlock(link.hash, { email, code });
    expect(noPassword.statusCode).toBe(403);
    const opened = await unlock(link.hash, { email, code, password: 'hunter2' });
    expect(opened.statusCode).toBe(200);
    const cookie = cookieOf(opened);
    const gated = await openLink(t, link.hash, { cookie });
    expect(gated.body.gate).toMatchObject({ password: true, verified_email: email });
    expect((await unlock(link.hash, { password: 'hunter2' }, cookie)).statusCode).toBe(200);
  });
});

describe('allow and block lists', () => {
  it('lets only listed addresses and domains in, records refused attempts and sends them no code', async () => {
    const { link, p, owner } = await verifiedLink({
      verify_email: false,
      allow_list: ['@Acme.com', 'jo@example.com'],
    });
    const gated = await openLink(t, link.hash);
    expect(gated.body.gate).toMatchObject({ verify_email: true });

    const stranger = newAddress('other.com');
    const refused = await requestCode(link.hash, stranger);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: TEXTS.refused }]);
    const atUnlock = await unlock(link.hash, { email: stranger, code: '123456' });
    expect([atUnlock.statusCode, atUnlock.json()]).toEqual([403, { detail: TEXTS.refused }]);
    const rows = await t.database.db.select().from(linkRefusals).where(eq(linkRefusals.presentationId, p.id));
    expect(rows.map((r) => [r.email, r.shareLinkId])).toEqual([
      [stranger, link.id],
      [stranger, link.id],
    ]);

    const insights = await call(t, 'GET', `/api/presentation-insights/${p.id}/refused`, owner.headers);
    expect(insights.json()).toEqual({
      results: [0, 1].map(() => ({
        id: expect.any(Number),
        email: stranger,
        share_link: { id: link.id, name: 'Buyer Jane' },
        created_at: expect.any(String),
      })),
    });
    const stranger2 = await buildUser(t.app);
    expect(
      (await call(t, 'GET', `/api/presentation-insights/${p.id}/refused`, stranger2.headers)).statusCode,
    ).toBe(404);

    const insider = newAddress('acme.com');
    expect((await requestCode(link.hash, insider)).statusCode).toBe(202);
    expect((await unlock(link.hash, { email: insider, code: await codeSentTo(insider) })).statusCode).toBe(
      200,
    );
  });

  it('refuses blocked addresses and domains; the list is checked as typed, not only when the link is set', async () => {
    const { link } = await verifiedLink({ verify_email: false, block_list: ['@rival.com'] });
    expect((await requestCode(link.hash, newAddress('rival.com'))).statusCode).toBe(403);
    expect((await requestCode(link.hash, newAddress('sub.rival.com'))).statusCode).toBe(202);
  });

  it('refuses an entry that is neither an address nor a domain', async () => {
    const s = await buildSharedPresentation(t);
    const response = await call(t, 'POST', `/api/presentations/${s.p.id}/share-link`, s.owner.headers, {
      name: 'Listed',
      allow_list: ['acme'],
    });
    expect([response.statusCode, response.json()]).toEqual([400, { allow_list: [TEXTS.listEntryInvalid] }]);
  });
});

describe('every path of an unverified viewer', () => {
  it('a session from before the gate was turned on resumes nothing, forwards nothing and gets no files', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const before = await openLink(t, link.hash);
    const token = before.body.view_token!;
    await call(t, 'PATCH', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers, {
      verify_email: true,
    });
    clock.advance(10);
    const reload = await openLink(t, link.hash, { 'x-view-token': token });
    expect(reload.body.gate).toMatchObject({ verify_email: true });
    expect(reload.response.body).not.toContain('/api/client/files/');
    const forward = await t.app.inject({
      method: 'POST',
      url: `/api/client/presentations/${link.hash}/forward`,
      headers: { 'user-agent': BROWSER, 'x-view-token': token },
      payload: { name: 'Max', email: 'max@example.com', message: '' },
      remoteAddress: newVisitor(),
    });
    expect(forward.json()).toEqual({ detail: VIEWER_TEXTS.forwardNeedsView });
  });

  it('the link card says only who shared what, and the presentation cannot be cloned through it', async () => {
    const { link, p } = await verifiedLink();
    const page = await t.app.inject({
      url: `/c/p/${link.hash}/ocean-view-villa`,
      headers: { 'user-agent': BROWSER },
    });
    expect(page.body).not.toContain('Welcome home');
    expect(page.body).not.toContain('/api/client/files/');
    const viewer = await buildUser(t.app);
    const clone = await call(t, 'POST', `/api/presentations/${p.id}/clone`, viewer.headers, {
      hash: link.hash,
    });
    expect(clone.statusCode).toBe(403);
  });
});
