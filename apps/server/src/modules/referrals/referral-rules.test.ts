import { REFERRAL_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';

const ROUTES = [
  ['GET', '/api/referrals'],
  ['GET', '/api/referral-rock-auth-url'],
  ['POST', '/api/referral-code'],
] as const;

describe('refer-a-friend rules (spec §2, §6)', () => {
  it('answers 403 on every referral route to a user in a team', async () => {
    const t = await createTestApp();
    try {
      const referrer = await buildUser(t.app);
      const { code } = (await call(t, 'GET', '/api/referrals', referrer.headers)).json();
      const member = await buildUser(t.app);
      const [team] = await t.database.db.insert(companies).values({ name: 'Harbor Realty' }).returning();
      await t.database.db.insert(companyMembers).values({ companyId: team!.id, userId: member.user.id });
      for (const [method, url] of ROUTES) {
        const answer = await call(t, method, url, member.headers, method === 'POST' ? { code } : undefined);
        expect([url, answer.statusCode, answer.json()]).toEqual([
          url,
          403,
          { detail: REFERRAL_TEXTS.inTeam },
        ]);
      }
    } finally {
      await t.close();
    }
  });

  describe('with the referral flag off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { FEATURE_REFERRAL: 'false' } });
    });
    afterAll(() => t.close());

    it('answers 404 on every referral route, as if they did not exist', async () => {
      const user = await buildUser(t.app);
      for (const [method, url] of ROUTES) {
        const answer = await call(
          t,
          method,
          url,
          user.headers,
          method === 'POST' ? { code: 'Abc234defg' } : undefined,
        );
        expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { detail: 'Not found.' }]);
      }
    });
  });
});
