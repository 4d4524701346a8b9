import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';
import { buildSharedPresentation, openLink, unlock } from './viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An owner who filled a phone and works in a team, with a shared presentation. */
async function agentWithProfile() {
  const s = await buildSharedPresentation(t);
  const { db } = t.database;
  await db.update(users).set({ mobilePhone: ' +1 555 0100 ' }).where(eq(users.id, s.owner.user.id));
  const [team] = await db.insert(companies).values({ name: 'Harbor Realty' }).returning();
  await db.insert(companyMembers).values({ companyId: team!.id, userId: s.owner.user.id });
  return s;
}

describe('the agent card in the recipient’s answer', () => {
  it('carries the owner’s public profile fields and nothing else of the account', async () => {
    const s = await agentWithProfile();
    const { body } = await openLink(t, (await s.share()).hash);
    expect(body.presentation.agent).toEqual({
      name: 'Dana Reyes',
      picture: null,
      company: 'Harbor Realty',
      phone: '+1 555 0100',
      email: s.owner.email,
    });
    const text = JSON.stringify(body);
    for (const secret of ['password', 'role', 'time_zone', 'onesignal', 'subscription'])
      expect(text).not.toContain(secret);
  });

  it('leaves out what the agent did not fill', async () => {
    const s = await buildSharedPresentation(t);
    const { body } = await openLink(t, (await s.share()).hash);
    expect(body.presentation.agent).toMatchObject({ company: null, phone: null, picture: null });
  });

  it('is not sent before the gate is passed', async () => {
    const s = await agentWithProfile();
    const link = await s.share({ require_email: true });
    const gated = await openLink(t, link.hash);
    expect(gated.body.gate).not.toBeNull();
    const text = JSON.stringify(gated.body);
    for (const hidden of ['agent', 'recipient', '555 0100', 'Harbor Realty', s.owner.email])
      expect(text).not.toContain(hidden);
    const opened = await unlock(t, link.hash, { email: 'buyer@example.com' });
    expect(opened.body.presentation.agent).toMatchObject({ company: 'Harbor Realty', email: s.owner.email });
  });
});

describe('the known recipient of a link', () => {
  it('is the person the link was e-mailed to; a public link has none', async () => {
    const s = await buildSharedPresentation(t);
    const shared = await call(t, 'POST', `/api/presentations/${s.p.id}/share-email`, s.owner.headers, {
      recipients: [{ name: 'Jane Buyer', email: 'Jane.Buyer@example.com' }],
      title: 'Ocean View Villa',
      subject: 'Your villa tour',
      message: 'Here it is',
    });
    expect(shared.statusCode).toBe(201);
    const emailed = shared.json().share_links[0] as { hash: string };
    const { body } = await openLink(t, emailed.hash);
    expect(body.presentation.recipient).toEqual({ name: 'Jane Buyer', email: 'jane.buyer@example.com' });
    const open = await openLink(t, (await s.share()).hash);
    expect(open.body.presentation.recipient).toBeNull();
  });
});
