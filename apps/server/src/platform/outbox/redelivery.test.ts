import type { NotificationPage } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { viewSessions } from '../../modules/activity/activity.table.ts';
import { insertEmailedLink } from '../../modules/owner-emails/owner-emails.test-utils.ts';
import { buildSharedPresentation, openLink } from '../../modules/viewer/viewer.test-utils.ts';
import { createTestClock } from '../../test/clock.ts';
import { patiently } from '../../test/patience.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { outboxEvents } from './outbox.table.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(() => t.close());

it('a view delivered twice (a crash before its outbox row was deleted) makes one notification and one e-mail', async () => {
  const s = await buildSharedPresentation(t);
  const link = await insertEmailedLink(t, s.p.id, { name: 'Twice' });
  await openLink(t, link.hash);
  const mails = () => smtp.messages.filter((m) => m.subject === "Twice opened 'Ocean View Villa'");
  const viewed = async () =>
    (
      (await call(t, 'GET', '/api/notifications?page=1', s.owner.headers)).json() as NotificationPage
    ).results.filter((n) => n.category === 'presentation_viewed');
  await vi.waitFor(async () => expect((await viewed()).length).toBe(1), patiently);
  await smtp.waitFor(s.owner.email, 60_000);
  expect(mails()).toHaveLength(1);

  // The same event again, as the relay finds it after a crash between its listeners and the delete.
  const [session] = await t.database.db
    .select()
    .from(viewSessions)
    .where(eq(viewSessions.shareLinkId, link.id));
  await t.database.db.insert(outboxEvents).values({
    name: 'presentation.viewed',
    payload: {
      sessionId: session!.id,
      shareLinkId: link.id,
      presentationId: s.p.id,
      ownerId: s.owner.user.id,
      viewer: { name: null, email: null, phone: null },
      createdAt: session!.createdAt.toISOString(),
    },
  });
  await vi.waitFor(
    async () => expect(await t.database.db.select().from(outboxEvents)).toEqual([]),
    patiently,
  );
  // A later view's e-mail: once it is here, a second copy of the first would have been too.
  const later = await insertEmailedLink(t, s.p.id, { name: 'Later' });
  await openLink(t, later.hash);
  await vi.waitFor(
    () => expect(smtp.messages.some((m) => m.subject === "Later opened 'Ocean View Villa'")).toBe(true),
    patiently,
  );
  expect(mails()).toHaveLength(1);
  // One entry per visit: Twice's and Later's.
  expect(await viewed()).toHaveLength(2);
}, 120_000);
