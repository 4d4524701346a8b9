import type { NotificationPage } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { insertEmailedLink } from '../owner-emails/owner-emails.test-utils.ts';
import { buildSharedPresentation, openLink, postActivity, unlock } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
// Web role: the e-mails stay in the queue, where the test reads them.
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ROLE: 'web' } });
});
afterAll(() => t.close());

const hotLeads = async (headers: Headers) =>
  ((await call(t, 'GET', '/api/notifications?page=1', headers)).json() as NotificationPage).results.filter(
    (n) => n.category === 'hot_lead',
  );
const hotLeadMails = async (to: string) =>
  (
    await t.database.executeSql(
      "select data->'props' as props from pgboss.job where name = 'mail.send' and data->>'to' = $1 and data->>'template' = 'hot-lead'",
      [to],
    )
  ).rows as { props: { viewer: string; returned: boolean } }[];

describe('hot lead alerts', () => {
  it('tells the owner, in the bell and by e-mail, once, when a viewer comes back', async () => {
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { name: 'Open house', requireEmail: true });
    await unlock(t, link.hash, { email: 'ann@example.com', name: 'Ann Lee' });
    await unlock(t, link.hash, { email: 'bob@example.com', name: 'Bob' });
    clock.advance(3 * 3600);
    // Ann again, from another device, hours later.
    await unlock(t, link.hash, { email: 'ann@example.com', name: 'Ann Lee' });
    const [alert] = await vi.waitFor(async () => {
      const found = await hotLeads(s.owner.headers);
      expect(found).toHaveLength(1);
      return found;
    }, patiently);
    expect(alert!.message).toBe('Hot lead: Ann Lee came back to “Ocean View Villa”.');
    await vi.waitFor(async () => expect(await hotLeadMails(s.owner.email)).toHaveLength(1), patiently);
    expect((await hotLeadMails(s.owner.email))[0]!.props).toMatchObject({
      viewer: 'Ann Lee',
      returned: true,
    });
  });

  it('takes a viewer opening the link twice at the same moment for one visit, not a return', async () => {
    const s = await buildSharedPresentation(t);
    const link = await insertEmailedLink(t, s.p.id, { name: 'Reloader' });
    const reloader = '203.0.113.9';
    await Promise.all([openLink(t, link.hash, {}, reloader), openLink(t, link.hash, {}, reloader)]);
    // A later visit by someone else: once its alert could be there, the reloader's would be too.
    clock.advance(3 * 3600);
    await unlock(t, (await insertEmailedLink(t, s.p.id, { name: 'Gated', requireEmail: true })).hash, {
      email: 'dee@example.com',
      name: 'Dee',
    });
    clock.advance(3600);
    await unlock(t, (await insertEmailedLink(t, s.p.id, { name: 'Again', requireEmail: true })).hash, {
      email: 'dee@example.com',
      name: 'Dee',
    });
    await vi.waitFor(async () => expect(await hotLeadMails(s.owner.email)).toHaveLength(1), patiently);
    expect((await hotLeads(s.owner.headers)).map((n) => n.message)).toEqual([
      'Hot lead: Dee came back to “Ocean View Villa”.',
    ]);
  });

  it('tells the owner when one visit passes their minutes; nothing when they turned alerts off', async () => {
    const s = await buildSharedPresentation(t);
    await call(t, 'PATCH', '/api/user', s.owner.headers, { hot_lead_minutes: 1 });
    const link = await insertEmailedLink(t, s.p.id, { name: 'Open house', requireEmail: true });
    const { body } = await unlock(t, link.hash, { email: 'cy@example.com', name: 'Cy' });
    const [asset] = s.assets;
    for (let i = 0; i < 3; i++) {
      clock.advance(30);
      const beacon = {
        view_token: body.view_token,
        events: [{ type: 'time', asset_id: asset!.id, page: 0, seconds: 30 }],
      };
      expect((await postActivity(t, beacon)).statusCode).toBe(200);
    }
    const [alert] = await vi.waitFor(async () => {
      const found = await hotLeads(s.owner.headers);
      expect(found).toHaveLength(1);
      return found;
    }, patiently);
    expect(alert!.message).toMatch(/^Hot lead: Cy has spent 1 min( \d+ s)? on “Ocean View Villa”\.$/);

    const quiet = await buildSharedPresentation(t);
    await call(t, 'PATCH', '/api/user', quiet.owner.headers, { hot_lead_minutes: null });
    const quietLink = await insertEmailedLink(t, quiet.p.id, { requireEmail: true });
    await unlock(t, quietLink.hash, { email: 'dee@example.com' });
    clock.advance(3 * 3600);
    await unlock(t, quietLink.hash, { email: 'dee@example.com' });
    // Its visit's own notification is made: by then a hot lead would have been too.
    await vi.waitFor(async () => {
      const all = (
        (await call(t, 'GET', '/api/notifications?page=1', quiet.owner.headers)).json() as NotificationPage
      ).results;
      expect(all.filter((n) => n.category === 'presentation_viewed')).toHaveLength(2);
    }, patiently);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await hotLeads(quiet.owner.headers)).toEqual([]);
  });
});
