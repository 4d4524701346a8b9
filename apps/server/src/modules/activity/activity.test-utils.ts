import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { assetTime, pageViews, viewSessions } from './activity.table.ts';

/** A recipient's view session on a freshly shared presentation, and the rows its beacons write. */
export function sessionProbe(app: () => TestApp) {
  const db = () => app().database.db;
  const timeOf = (sessionId: number) =>
    db().select().from(assetTime).where(eq(assetTime.sessionId, sessionId));
  return {
    async opened() {
      const s = await buildSharedPresentation(app());
      const link = await s.share();
      const { body } = await openLink(app(), link.hash);
      const [session] = await db().select().from(viewSessions).where(eq(viewSessions.presentationId, s.p.id));
      return { ...s, link, token: body.view_token!, session: session! };
    },
    pagesOf: (sessionId: number) => db().select().from(pageViews).where(eq(pageViews.sessionId, sessionId)),
    timeOf,
    sessionRow: async (id: number) =>
      (await db().select().from(viewSessions).where(eq(viewSessions.id, id)))[0]!,
  };
}
