import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const addStarters = (headers: Headers) => call(t, 'POST', '/api/presentations/starter-templates', headers);
const mine = async (headers: Headers) => (await call(t, 'GET', '/api/presentations', headers)).json();

describe('starter templates', () => {
  it('puts the three real-estate starters in an empty account once, with placeholders and a layout', async () => {
    const user = await buildUser(t.app);
    const first = await addStarters(user.headers);
    expect([first.statusCode, first.json()]).toEqual([200, { created: 3 }]);
    expect((await addStarters(user.headers)).json()).toEqual({ created: 0 });

    const list = await mine(user.headers);
    expect(list.count).toBe(3);
    expect(
      list.results.map((p: { title: string; starter_template: string }) => [p.title, p.starter_template]),
    ).toEqual([
      ['Listing presentation: [Property address]', 'listing_presentation'],
      ['Buyer consultation: [Buyer name]', 'buyer_consultation'],
      ['Market report (CMA): [Neighbourhood or address]', 'market_report'],
    ]);
    const listing = (await call(t, 'GET', `/api/presentations/${list.results[0].id}`, user.headers)).json();
    expect(listing.opening_msg).toContain('[Seller name]');
    expect(listing.assets.map((a: { type: string; title: string }) => `${a.type}:${a.title}`)).toEqual([
      'separator:About me',
      'text:Your agent',
      'separator:Your home',
      'text:Highlights',
      'separator:Marketing plan',
      'text:How I will market your home',
      'text:Suggested price',
      "form:Let's talk",
    ]);
    expect(listing.assets[3].description).toContain('<li>[Bedrooms and bathrooms]</li>');
  });

  it('becomes an ordinary presentation once renamed; deleted, it is not put back', async () => {
    const user = await buildUser(t.app);
    await addStarters(user.headers);
    const [listing, buyer, report] = (await mine(user.headers)).results;
    const renamed = await call(t, 'PATCH', `/api/presentations/${listing.id}`, user.headers, {
      title: '12 Oak Lane',
    });
    expect(renamed.json()).toMatchObject({ title: '12 Oak Lane', starter_template: null });
    const clone = (await call(t, 'POST', `/api/presentations/${buyer.id}/clone`, user.headers)).json();
    expect(clone.starter_template).toBeNull();
    for (const p of [buyer, report, clone])
      await call(t, 'DELETE', `/api/presentations/${p.id}`, user.headers);
    expect((await addStarters(user.headers)).json()).toEqual({ created: 0 });
    expect((await mine(user.headers)).results.map((p: { title: string }) => p.title)).toEqual([
      '12 Oak Lane',
    ]);
  });

  it('leaves an account that already has content alone, and needs a session', async () => {
    const user = await buildUser(t.app);
    await call(t, 'POST', '/api/presentations', user.headers, { title: 'My listing' });
    expect((await addStarters(user.headers)).json()).toEqual({ created: 0 });
    expect((await mine(user.headers)).count).toBe(1);
    expect((await call(t, 'POST', '/api/presentations/starter-templates', {})).statusCode).toBe(401);
  });
});
