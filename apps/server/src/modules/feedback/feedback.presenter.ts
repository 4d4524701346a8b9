import type { Feedback } from '@folio/shared';
import type { FeedbackRow } from './feedback.table.ts';

/** Feedback as typed: plain text, never HTML; the page that shows it renders it as text. */
export const presentFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  name: row.name,
  email: row.email,
  comment: row.comment,
  emoji: row.emoji,
  created_at: row.createdAt.toISOString(),
});
