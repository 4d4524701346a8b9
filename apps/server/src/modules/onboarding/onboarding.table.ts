import type { OnboardingAnswers } from '@folio/shared';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

export const onboardingAnswers = pgTable('onboarding_answers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<OnboardingAnswers>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
