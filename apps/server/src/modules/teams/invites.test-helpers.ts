import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { companies, companyMembers } from './teams.table.ts';

export type Person = Awaited<ReturnType<typeof buildUser>>;

/** A paying team whose admin is a fresh user (team creation itself is the checkout's job). */
export async function buildTeam(t: TestApp, { seats = 3, name = 'Harbor Realty' } = {}) {
  const admin = await buildUser(t.app, { first_name: 'Avery', last_name: 'Stone' });
  const [company] = await t.database.db
    .insert(companies)
    .values({ name, seats, isCompanyPays: true, billingUserId: admin.user.id })
    .returning();
  await t.database.db.insert(companyMembers).values({
    companyId: company!.id,
    userId: admin.user.id,
    role: 'admin',
    isAdmin: true,
    hasDashboardAccess: true,
  });
  return { admin, id: company!.id };
}

/** A user added to the team as a plain member. */
export async function addMember(t: TestApp, companyId: number) {
  const member = await buildUser(t.app);
  await t.database.db.insert(companyMembers).values({ companyId, userId: member.user.id });
  return member;
}

let sequence = 0;
/** An address nobody has used yet. */
export const freshEmail = (name = 'invitee') => {
  sequence += 1;
  return `${name}${sequence}-${Date.now()}@example.com`;
};

export const invite = (t: TestApp, headers: Headers, companyId: number, body: object) =>
  call(t, 'POST', `/api/company/${companyId}/invites`, headers, body);

/** The e-mails to `to` so far, once `count` of them arrived. */
export async function mailsTo(smtp: SmtpPeer, to: string, count = 1): Promise<ParsedMail[]> {
  await smtp.waitFor(to);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.messages.filter((m) => JSON.stringify(m.to).includes(to));
    if (found.length >= count || Date.now() > deadline) {
      expect(found).toHaveLength(count);
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The invite token of an e-mail's sign-up link (http://folio.test/sign-up?invite=TOKEN). */
export function inviteToken(mail: ParsedMail) {
  const match = /http:\/\/folio\.test\/sign-up\?invite=([\w-]+)/.exec(mail.text ?? '');
  expect(match, 'a sign-up link in the e-mail').not.toBeNull();
  return match![1]!;
}

export const lookup = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/my-invite/', payload: { invite: token } });
