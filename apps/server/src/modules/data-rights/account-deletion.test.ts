import { existsSync } from 'node:fs';
import path from 'node:path';
import { DATA_RIGHTS_TEXTS } from '@folio/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assets } from '../../db/schema.ts';
import { outboxEvents } from '../../platform/outbox/outbox.table.ts';
import { buildTeam, buildUser, PASSWORD } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call, type Headers } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { companyMembers } from '../teams/teams.table.ts';
import { presentationWithPdf } from './data-rights.test-utils.ts';

let t: BillingTestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createBillingTestApp({ env: { TRIAL_DAYS: '0', SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const remove = (headers: Headers, body: object) => call(t, 'POST', '/api/account/delete', headers, body);
const storedPath = (key: string) => path.join(t.dataDir, 'files', key);

/** An agent with a presentation holding a converted PDF, published by a public link. */
async function agentWithLink() {
  const user = await buildUser(t.app);
  const { id, assetId } = await presentationWithPdf(t, user.headers, 'Harbor House');
  const link = (
    await call(t, 'POST', `/api/presentations/${id}/share-link`, user.headers, { is_public: true })
  ).json();
  const [row] = await t.database.db.select().from(assets).where(eq(assets.id, assetId));
  return {
    ...user,
    presentationId: id as number,
    hash: link.hash as string,
    files: [row!.fileKey!, ...row!.convertedFiles],
  };
}

describe('deleting an account', () => {
  it('refuses a wrong or missing password, then deletes rows and files, ends sessions and sockets, kills links and stops e-mails', async () => {
    const agent = await agentWithLink();
    const stranger = await agentWithLink();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email, password: PASSWORD },
    });
    const otherHeaders = { authorization: `Bearer ${other.json().access}` };
    // The owner's own look at the link (a recipient's view would e-mail them).
    expect(
      (await t.app.inject({ url: `/api/client/presentations/${agent.hash}`, headers: agent.headers }))
        .statusCode,
    ).toBe(200);

    const missing = await remove(agent.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: [DATA_RIGHTS_TEXTS.passwordRequired] });
    const wrong = await remove(agent.headers, { password: 'not-it-at-all' });
    expect(wrong.json()).toEqual({ password: [DATA_RIGHTS_TEXTS.wrongPassword] });

    const events: { type: string }[] = [];
    const closed: number[] = [];
    t.app.realtime.connect(agent.user.id, {
      readyState: 1,
      send: (text) => events.push(JSON.parse(text)),
      close: (code) => closed.push(code),
    });
    // An e-mail to the agent waiting in the outbox (a retry's backoff), then one to someone else.
    const later = sql`now() + interval '1 hour'`;
    const mail = (to: string) => ({
      name: 'mail.requested',
      payload: {
        to,
        template: 'password-reset',
        props: { firstName: 'Dana', resetUrl: 'http://folio.test/r' },
      },
      availableAt: later,
    });
    await t.database.db
      .insert(outboxEvents)
      .values([mail(agent.email), mail('bystander@example.com')] as never);

    // Submitted twice (a double click): one deletion; the second finds it done, or its session gone.
    const [first, second] = await Promise.all([
      remove(agent.headers, { password: PASSWORD }),
      remove(agent.headers, { password: PASSWORD }),
    ]);
    expect(first.statusCode).toBe(204);
    expect([204, 401]).toContain(second.statusCode);
    expect(String(first.headers['set-cookie'])).toMatch(/folio_session=;/);

    expect(events).toContainEqual({ type: 'session.ended' });
    expect(closed).toEqual([4401]);
    for (const headers of [agent.headers, otherHeaders])
      expect((await call(t, 'GET', '/api/user', headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/client/presentations/${agent.hash}` })).statusCode).toBe(404);
    const left = (await t.database.db.execute(
      sql`select (select count(*) from users where id = ${agent.user.id})::int as users,
        (select count(*) from presentations where user_id = ${agent.user.id})::int as presentations,
        (select count(*) from contacts where user_id = ${agent.user.id})::int as contacts`,
    )) as unknown as { rows: Record<string, number>[] };
    expect(left.rows[0]).toEqual({ users: 0, presentations: 0, contacts: 0 });

    // The files go after the commit; the stranger's stay.
    await vi.waitFor(
      () => expect(agent.files.filter((key) => existsSync(storedPath(key)))).toEqual([]),
      patiently,
    );
    expect(stranger.files.every((key) => existsSync(storedPath(key)))).toBe(true);
    expect((await t.app.inject({ url: `/api/client/presentations/${stranger.hash}` })).statusCode).toBe(200);

    // The backoff ends: the bystander's e-mail, queued after the agent's, arrives; the agent's never does.
    await t.database.db.update(outboxEvents).set({ availableAt: sql`now()` });
    await smtp.waitFor('bystander@example.com');
    expect(
      smtp.messages.filter((m) => JSON.stringify(m.to).includes(agent.email)).map((m) => m.subject),
    ).toEqual([]);
  }, 120_000);

  it('accepts the e-mail address of an account that signs in only with Google', async () => {
    const user = await buildUser(t.app);
    await t.database.db
      .update(users)
      .set({ passwordHash: null, provider: 'google' })
      .where(eq(users.id, user.user.id));
    const wrong = await remove(user.headers, { email: 'someone@example.com' });
    expect(wrong.json()).toEqual({ email: [DATA_RIGHTS_TEXTS.wrongEmail] });
    expect((await remove(user.headers, { email: user.email.toUpperCase() })).statusCode).toBe(204);
  });

  it('asks a team admin to hand over the team first; a member may go', async () => {
    const admin = await buildUser(t.app);
    const member = await buildUser(t.app);
    const team = await buildTeam(t.app, {
      admins: [admin.user.id],
      members: [member.user.id],
      name: 'Bay Realty',
    });
    const refused = await remove(admin.headers, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(DATA_RIGHTS_TEXTS.teamPayer('Bay Realty'));
    expect((await remove(member.headers, { password: PASSWORD })).statusCode).toBe(204);
    const members = await t.database.db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, team.id));
    expect(members).toEqual([{ userId: admin.user.id }]);
    // Alone in the team now: the admin's account goes, and the team with it.
    expect((await remove(admin.headers, { password: PASSWORD })).statusCode).toBe(204);
  });

  it('cancels a paid subscription at Stripe before deleting', async () => {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
    });
    await deliverAll(t, t.stripe.completeCheckout(new URL(start.json().url).pathname.split('/').pop()!));
    const subscription = (await call(t, 'GET', '/api/user', user.headers)).json();
    expect(subscription.role).toBe('premium_agent');
    expect((await remove(user.headers, { password: PASSWORD })).statusCode).toBe(204);
    const cancelled = t.stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'),
    );
    expect(cancelled).toHaveLength(1);
    expect(t.stripe.object(cancelled[0]!.path.split('/').pop()!)).toMatchObject({ status: 'canceled' });
  });
});
