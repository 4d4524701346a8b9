import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildTeam, freshEmail, invite, type Person } from './invites.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The team invites the user's open app hears over its socket (the welcome notification aside). */
function listen(person: Person) {
  const pushed: string[] = [];
  t.app.realtime.connect(person.user.id, { readyState: 1, send: (text) => pushed.push(text) });
  return () =>
    pushed.map((m) => JSON.parse(m) as Record<string, unknown>).filter((m) => m.type === 'team.invited');
}
const waitFor = (check: () => void) => vi.waitFor(check, patiently);

describe('a team invite reaches the invitee’s open app', () => {
  it('tells a signed-in user with a verified address, on the invite and on its resend', async () => {
    const team = await buildTeam(t);
    const invitee = await buildUser(t.app);
    const heard = listen(invitee);
    const sent = await invite(t, team.admin.headers, team.id, { email: invitee.user.email.toUpperCase() });
    expect(sent.statusCode).toBe(201);
    const message = { type: 'team.invited', company_id: team.id, invite_id: sent.json().id };
    await waitFor(() => expect(heard()).toEqual([message]));
    // What the app then fetches has the invite, which the modal shows.
    const user = (await call(t, 'GET', '/api/user', invitee.headers)).json();
    expect(user.company_invites).toMatchObject([{ id: sent.json().id, company_id: team.id }]);

    const resent = await call(
      t,
      'POST',
      `/api/company/${team.id}/invites/${sent.json().id}/resend`,
      team.admin.headers,
    );
    expect(resent.statusCode).toBe(200);
    await waitFor(() => expect(heard()).toEqual([message, message]));
  });

  it('tells nobody when the address is not verified or has no account', async () => {
    const team = await buildTeam(t, { seats: 5 });
    const [unverified, verified] = [await buildUser(t.app, {}, { verified: false }), await buildUser(t.app)];
    const [unheard, heard] = [listen(unverified), listen(verified)];
    expect((await invite(t, team.admin.headers, team.id, { email: unverified.user.email })).statusCode).toBe(
      201,
    );
    expect((await invite(t, team.admin.headers, team.id, { email: freshEmail() })).statusCode).toBe(201);
    // The invites before this one were delivered by the time this one is.
    expect((await invite(t, team.admin.headers, team.id, { email: verified.user.email })).statusCode).toBe(
      201,
    );
    await waitFor(() => expect(heard()).toMatchObject([{ type: 'team.invited', company_id: team.id }]));
    expect(unheard()).toEqual([]);
  });
});
