import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { viewSessions } from '../activity/activity.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

/** A recipient's feedback, tied to the viewing session it was left in. Plain text, stored as typed. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => viewSessions.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull().default(''),
    emoji: text('emoji', { enum: ['thumbsup', 'happy', 'love', 'shock', 'pray'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_presentation_idx').on(t.presentationId, t.createdAt.desc()),
    index('feedback_session_idx').on(t.sessionId),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
