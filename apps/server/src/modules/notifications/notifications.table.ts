import type { NotificationBody, NotificationCategory } from '@folio/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

/** One entry of a user's bell (spec §3 Notification): its category and the facts its text is made from. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<NotificationBody>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    /**
     * Set for notifications that may exist once per user and key ('first presentation sent', 'not
     * accessed in 24h' of a link, an asset viewed in a session): a second insert is a no-op.
     */
    onceKey: text('once_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.read}`),
    uniqueIndex('notifications_once_key').on(t.userId, t.onceKey),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
