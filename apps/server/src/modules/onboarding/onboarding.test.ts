import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = {
  usage: ['Work'],
  industry: 'real-estate',
  in_brokerage: true,
  brokerage: 'Other',
  brokerage_input: 'Harbor Homes',
  hear_about: 'It was recommended',
  works_in_team: true,
  needs_discount: false,
  phone_number: '+1 555 010 2030',
};
const answer = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding', headers, payload });

describe('POST /api/onboarding', () => {
  it('stores the answers, stops showing onboarding and keeps the phone number', async () => {
    const user = await buildUser(t.app);
    expect(user.user).toMatchObject({ show_onboarding: true });
    const response = await answer(user.headers, answers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ show_onboarding: false, mobile_phone: '+1 555 010 2030' });
    const again = await answer(user.headers, {
      ...answers,
      industry: 'sales',
      in_brokerage: false,
      brokerage: null,
    });
    expect(again.statusCode).toBe(200);
  });

  it('requires the free text of Other and a known option', async () => {
    const user = await buildUser(t.app);
    const other = await answer(user.headers, { ...answers, industry: 'Other' });
    expect(other.json()).toEqual({ industry_input: ['Please tell us your industry.'] });
    const noBrokerage = await answer(user.headers, { ...answers, brokerage_input: '' });
    expect(noBrokerage.json()).toEqual({ brokerage_input: ['Please tell us your brokerage.'] });
    const unknown = await answer(user.headers, { ...answers, hear_about: 'A billboard' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['hear_about']);
    const noUsage = await answer(user.headers, { ...answers, usage: [] });
    expect(noUsage.json()).toEqual({ usage: ['Choose at least one option.'] });
    expect((await t.app.inject({ url: '/api/user', headers: user.headers })).json().show_onboarding).toBe(
      true,
    );
  });

  it('requires a session', async () => {
    expect((await answer({}, answers)).statusCode).toBe(401);
  });
});
