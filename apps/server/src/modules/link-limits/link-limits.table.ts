import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shareLinks } from '../share-links/share-links.table.ts';

/** The distinct viewers a link counted (its max_viewers limit): one row per viewer key. */
export const linkViewers = pgTable(
  'link_viewers',
  {
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    /** SHA-256 of who viewed: the e-mail given, else the signed-in user, else the client (address and agent). */
    viewerKey: text('viewer_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shareLinkId, t.viewerKey] })],
);
