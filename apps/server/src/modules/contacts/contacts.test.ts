import { PREMIUM_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTrialAndFreeApps, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let free: TestApp;
beforeAll(async () => {
  [t, free] = await createTrialAndFreeApps();
});
afterAll(async () => {
  await Promise.all([t.close(), free.close()]);
});

describe('contacts', () => {
  it('saves, lists with search, edits and deletes contacts', async () => {
    const user = await buildUser(t.app);
    const created = await call(t, 'POST', '/api/contacts', user.headers, {
      name: 'Maya Ortiz',
      email: 'Maya@Example.com',
      note: 'Buyer',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Maya Ortiz', email: 'maya@example.com', note: 'Buyer' });
    await call(t, 'POST', '/api/contacts', user.headers, { name: 'Leo Park', email: 'leo@example.com' });
    const search = (await call(t, 'GET', '/api/contacts?search=maya', user.headers)).json();
    expect(search).toMatchObject({ count: 1, next: null, previous: null });
    const { id } = created.json();
    const edited = await call(t, 'PATCH', `/api/contacts/${id}`, user.headers, { name: 'Maya O.' });
    expect(edited.json()).toMatchObject({ name: 'Maya O.', note: 'Buyer' });
    expect((await call(t, 'DELETE', `/api/contacts/${id}`, user.headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/contacts', user.headers)).json().count).toBe(1);
  });

  it('answers the validation texts and refuses the same e-mail twice', async () => {
    const user = await buildUser(t.app);
    const post = (body: object) => call(t, 'POST', '/api/contacts', user.headers, body);
    expect((await post({ name: '', email: '' })).json()).toEqual({
      name: ['Name field is required'],
      email: ['Email field is required'],
    });
    expect((await post({ name: 'a@b', email: 'x y@z.com' })).json()).toEqual({
      name: ["The character '@' is not accepted in the name field"],
      email: ['Invalid Email'],
    });
    await post({ name: 'Ann', email: 'ann@example.com' });
    expect((await post({ name: 'Ann B', email: 'ANN@example.com' })).json()).toEqual({
      email: ['You already have a contact with this e-mail.'],
    });
  });

  it("answers 404 for another user's contact and refuses free users", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const { id } = (
      await call(t, 'POST', '/api/contacts', owner.headers, { name: 'Kim', email: 'kim@example.com' })
    ).json();
    expect((await call(t, 'PATCH', `/api/contacts/${id}`, other.headers, { name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(t, 'DELETE', `/api/contacts/${id}`, other.headers)).statusCode).toBe(404);
    const freeUser = await buildUser(free.app);
    const refused = await call(free, 'GET', '/api/contacts', freeUser.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PREMIUM_MESSAGES.contacts, code: 'premium_required' });
  });

  it('fills the contacts from the people shared with by e-mail: new ones added, known ones renamed, notes kept', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    await call(t, 'POST', '/api/contacts', owner.headers, {
      name: 'Maya',
      email: 'maya@example.com',
      note: 'Buyer',
    });
    const { id } = (await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Oak Lane' })).json();
    const share = (recipients: object[], extra: object = {}) =>
      call(t, 'POST', `/api/presentations/${id}/share-email`, owner.headers, {
        title: 'Oak Lane',
        subject: 'Oak Lane',
        message: 'Hi',
        recipients,
        ...extra,
      });
    const shared = await share([
      { name: 'Maya Ortiz', email: 'MAYA@example.com' },
      { name: 'Leo Park', email: 'leo@example.com' },
    ]);
    expect(shared.statusCode).toBe(201);
    const list = async (headers: typeof owner.headers) =>
      (await call(t, 'GET', '/api/contacts', headers)).json().results.map((c: Record<string, string>) => ({
        name: c.name,
        email: c.email,
        note: c.note,
      }));
    expect(await list(owner.headers)).toEqual([
      { name: 'Leo Park', email: 'leo@example.com', note: '' },
      { name: 'Maya Ortiz', email: 'maya@example.com', note: 'Buyer' },
    ]);
    // A refused share adds nobody; another user's contacts are untouched.
    const refused = await share([{ name: 'Zoe', email: 'zoe@example.com' }], { has_auto_reminder: true });
    expect(refused.statusCode).toBe(400);
    expect(await list(owner.headers)).toHaveLength(2);
    expect(await list(other.headers)).toEqual([]);
  });
});
