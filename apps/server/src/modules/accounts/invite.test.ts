import { MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/tokens.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { companies, companyInvites } from '../teams/teams.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [company] = await t.database.db.insert(companies).values({ name: 'Harbor Realty' }).returning();
  await t.database.db.insert(companyInvites).values({
    companyId: company!.id,
    email: 'invitee@example.com',
    firstName: 'Ivy',
    lastName: 'Nguyen',
    tokenHash: sha256('invite-token-1'),
  });
});
afterAll(() => t.close());

const lookup = (invite: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/my-invite/', payload: { invite } });

describe('POST /api/user/my-invite/', () => {
  it('answers the invited e-mail and names, then that the invitation was used', async () => {
    const found = await lookup('invite-token-1');
    expect(found.json()).toEqual({
      email: 'invitee@example.com',
      first_name: 'Ivy',
      last_name: 'Nguyen',
      message: null,
    });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'someone@example.com',
        password1: PASSWORD,
        password2: PASSWORD,
        first_name: 'S',
        last_name: 'O',
        invite: 'invite-token-1',
      },
    });
    expect(other.json()).toEqual({ email: [MESSAGES.inviteEmailMismatch] });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'invitee@example.com',
        password1: PASSWORD,
        password2: PASSWORD,
        first_name: 'Ivy',
        last_name: 'Nguyen',
        invite: 'invite-token-1',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.companies).toEqual([
      expect.objectContaining({ id: expect.any(Number), name: 'Harbor Realty' }),
    ]);
    expect(registered.json().user.company_invites).toEqual([]);
    expect((await lookup('invite-token-1')).json().message).toBe(MESSAGES.inviteUsed);
  });

  it('tells an invitee who already has an account to log in and accept', async () => {
    const { email } = await buildUser(t.app);
    const [company] = await t.database.db.insert(companies).values({ name: 'Bay Homes' }).returning();
    await t.database.db.insert(companyInvites).values({
      companyId: company!.id,
      email,
      tokenHash: sha256('invite-token-2'),
    });
    expect((await lookup('invite-token-2')).json().message).toMatch(/already exists/);
  });

  it('answers 404 for an unknown invite', async () => {
    const response = await lookup('no-such-invite');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
