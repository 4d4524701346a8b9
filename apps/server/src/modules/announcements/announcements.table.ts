import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  isActive: boolean('is_active').notNull().default(true),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  image: text('image'),
  ctaUrl: text('cta_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
