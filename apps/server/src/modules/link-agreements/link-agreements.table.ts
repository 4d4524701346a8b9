import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shareLinks } from '../share-links/share-links.table.ts';

/** An agreement text of a link; editing it adds a version, so an acceptance keeps the exact text accepted. */
export const linkAgreements = pgTable(
  'link_agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** The version recipients are asked to accept now; at most one per link, none once removed. */
    current: boolean('current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('link_agreements_version_key').on(t.shareLinkId, t.version),
    uniqueIndex('link_agreements_current_key').on(t.shareLinkId).where(sql`${t.current}`),
  ],
);

export type LinkAgreementRow = typeof linkAgreements.$inferSelect;

/** A recipient accepting an agreement version before viewing: who, when, from where. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => linkAgreements.id, { onDelete: 'cascade' }),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agreement_acceptances_link_idx').on(t.shareLinkId, t.acceptedAt.desc())],
);

export type AgreementAcceptanceRow = typeof agreementAcceptances.$inferSelect;
