import { VALIDATION, VIEWER_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvents } from '../../platform/events.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { createActivityService } from '../activity/activity.service.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import { createFileCapabilities } from '../viewer/file-capabilities.ts';
import { createViewerRepository } from '../viewer/viewer.repository.ts';
import { BROWSER, buildSharedPresentation, openLink, unlock } from '../viewer/viewer.test-utils.ts';
import { createForwardsService } from './forwards.service.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(() => t.close());

let address = 0;
/** Each test forwards from its own address, so the rate limit of one never touches another. */
const nextAddress = () => `10.9.0.${++address}`;

const forward = (hash: string, token: string | null, body: object, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/presentations/${hash}/forward`,
    headers: { 'user-agent': BROWSER, ...(token && { 'x-view-token': token }) },
    payload: body,
    remoteAddress,
  });

const forwardsOf = (shareLinkId: number) =>
  t.database.db.select().from(linkForwards).where(eq(linkForwards.shareLinkId, shareLinkId));
const linkById = async (id: number) =>
  (await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, id)))[0]!;

describe('forwarding a link', () => {
  it('e-mails the source link when forward tracking is off and records the forward', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ require_email: true });
    const opened = await unlock(t, link.hash, { email: 'jane@example.com', name: 'Jane Buyer' });
    const token = opened.body.view_token!;

    const response = await forward(link.hash, token, {
      name: 'Max Partner',
      email: 'Max@Example.com',
      message: 'Have a look at this one.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});

    const mail = await smtp.waitFor('max@example.com');
    expect(mail.subject).toBe("Jane Buyer forwarded you 'Ocean View Villa'");
    expect(mail.html).toContain('Have a look at this one.');
    expect(mail.html).toContain('View Presentation');
    expect(mail.html).toContain(`http://folio.test/c/p/${link.hash}/ocean-view-villa`);

    const [row] = await forwardsOf(link.id);
    expect(row).toMatchObject({
      presentationId: s.p.id,
      forwardLinkId: null,
      name: 'Max Partner',
      email: 'max@example.com',
    });
    expect(row!.viewSessionId).toEqual(expect.any(Number));
    const links = await t.database.db.select().from(shareLinks).where(eq(shareLinks.presentationId, s.p.id));
    expect(links).toHaveLength(1);
  });

  it('makes the new recipient a tracked link of their own with the source settings when tracking is on', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({
      forward_tracking: true,
      password_protect: 'harbor-9',
      prevent_download: true,
    });
    const opened = await unlock(t, link.hash, { password: 'harbor-9' });

    const response = await forward(link.hash, opened.body.view_token, {
      name: 'Lee Chen',
      email: 'lee@example.com',
    });
    expect(response.statusCode).toBe(201);

    const [row] = await forwardsOf(link.id);
    expect(row!.forwardLinkId).toEqual(expect.any(Number));
    const source = await linkById(link.id);
    const made = await linkById(row!.forwardLinkId!);
    expect(made).toMatchObject({
      presentationId: s.p.id,
      name: 'Lee Chen',
      email: 'lee@example.com',
      isPublic: false,
      disabled: false,
      forwardTracking: true,
      preventDownload: true,
      passwordHash: source.passwordHash,
      forwardedFromLinkId: link.id,
      createdByUserId: s.owner.user.id,
    });
    expect(made.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(made.hash).not.toBe(link.hash);

    const mail = await smtp.waitFor('lee@example.com');
    // No name given at the gate: the individual link's name, as the owner's e-mails say it.
    expect(mail.subject).toBe("Buyer Jane forwarded you 'Ocean View Villa'");
    expect(mail.html).toContain(`http://folio.test/c/p/${made.hash}/ocean-view-villa`);
    expect(mail.html).not.toContain(link.hash);

    // The new link asks for the same password.
    expect((await openLink(t, made.hash)).body.gate).toMatchObject({ password: true });
    expect((await unlock(t, made.hash, { password: 'harbor-9' })).response.statusCode).toBe(200);
  });

  it('refuses a presentation whose owner disabled forwarding, and says so in the client payload', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, { disable_forwarding: true });
    const opened = await openLink(t, link.hash);
    expect(opened.body.presentation.disable_forwarding).toBe(true);

    const response = await forward(link.hash, opened.body.view_token, {
      name: 'Max',
      email: 'max2@example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: VIEWER_TEXTS.forwardingDisabled });
    expect(await forwardsOf(link.id)).toEqual([]);
  });

  it('is off while the owner has not verified their address: no e-mail goes out in their name', async () => {
    const owner = await buildUser(t.app, {}, { verified: false });
    const p = (await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Free prize' })).json();
    const link = (
      await call(t, 'POST', `/api/presentations/${p.id}/share-link`, owner.headers, { name: 'Me' })
    ).json();
    const opened = await openLink(t, link.hash);
    expect(opened.body.presentation.disable_forwarding).toBe(true);

    const response = await forward(link.hash, opened.body.view_token, {
      name: 'Victim',
      email: 'victim@example.com',
      message: 'Click here',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: VIEWER_TEXTS.forwardingDisabled });
    expect(await forwardsOf(link.id)).toEqual([]);

    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, owner.user.id));
    clock.advance(10); // past the few seconds a link's answer is kept
    const verified = await openLink(t, link.hash);
    expect(verified.body.presentation.disable_forwarding).toBe(false);
    const after = await forward(link.hash, verified.body.view_token, {
      name: 'Max',
      email: 'max9@example.com',
    });
    expect(after.statusCode).toBe(201);
  });

  it('refuses a gated link whose gate was not passed, made-up tokens and tokens of another link', async () => {
    const s = await buildSharedPresentation(t);
    const gated = await s.share({ require_email: true });
    const other = await s.share();
    const opened = await openLink(t, gated.hash);
    expect(opened.body.view_token).toBeNull();
    const otherToken = (await openLink(t, other.hash)).body.view_token;

    for (const token of [null, 'x'.repeat(43), otherToken]) {
      const response = await forward(gated.hash, token, { name: 'Max', email: 'max3@example.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: VIEWER_TEXTS.forwardNeedsView });
    }
    expect(await forwardsOf(gated.id)).toEqual([]);
  });

  it('refuses a disabled link (403) and answers 404 for an unknown hash', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);

    const refused = await forward(link.hash, body.view_token, { name: 'Max', email: 'max4@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: VIEWER_TEXTS.linkDisabled });
    expect(
      (await forward('f'.repeat(40), body.view_token, { name: 'Max', email: 'm@example.com' })).statusCode,
    ).toBe(404);
  });

  it('checks the new recipient as share by e-mail does', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    const response = await forward(link.hash, body.view_token, { name: 'a@b', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: [VALIDATION.nameNoAt],
      email: [VALIDATION.invalidEmail],
    });
  });

  it('keeps markup in names and messages inert in the e-mail', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ require_email: true });
    const opened = await unlock(t, link.hash, { email: 'eve@example.com', name: '<b>Eve</b>' });
    const response = await forward(link.hash, opened.body.view_token, {
      name: '<script>alert(1)</script>',
      email: 'xss@example.com',
      message: '<img src=x onerror=alert(1)><a href="javascript:alert(2)">click</a>',
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor('xss@example.com');
    expect(mail.subject).toBe("<b>Eve</b> forwarded you 'Ocean View Villa'");
    const html = String(mail.html);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const [row] = await forwardsOf(link.id);
    expect(row!.name).toBe('<script>alert(1)</script>');
  });

  it('limits forwards per address', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await forward(
            link.hash,
            body.view_token,
            { name: `Max ${i}`, email: `limit${i}@example.com` },
            from,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(
      (await forward(link.hash, body.view_token, { name: 'Max', email: 'other@example.com' })).statusCode,
    ).toBe(201);
  });

  it("records 'presentation.forwarded' and the new recipient's e-mail in the forward's transaction", async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    const base = createEvents((error) => {
      throw error;
    });
    const heard: { payload: unknown; inTransaction: boolean }[] = [];
    const events: typeof base = {
      ...base,
      async record(db, name, ...payloads) {
        if (name === 'presentation.forwarded')
          for (const payload of payloads) heard.push({ payload, inTransaction: db !== t.database.db });
      },
    };
    const sent: { to: string; inTransaction: boolean }[] = [];
    const service = createForwardsService({
      db: t.database.db,
      clock,
      activity: createActivityService({ db: t.database.db, clock, events }),
      events,
      outbox: {
        send: async () => {
          throw new Error('sent outside the transaction');
        },
        record: async (db, to) => {
          sent.push({ to, inTransaction: db !== t.database.db });
        },
      },
      publicUrl: 'http://folio.test',
      files: createFileCapabilities(
        (fresh) => createViewerRepository(t.database.db).signingKey(fresh),
        clock,
        'http://folio.test',
      ),
    });
    const row = await service.forward(link.hash, body.view_token!, {
      name: 'Max',
      email: 'event@example.com',
      message: '',
    });
    expect(sent).toEqual([{ to: 'event@example.com', inTransaction: true }]);
    expect(heard).toEqual([
      {
        payload: {
          forwardId: row.id,
          shareLinkId: link.id,
          presentationId: s.p.id,
          ownerId: s.owner.user.id,
        },
        inTransaction: true,
      },
    ]);
  });
});
