import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** A 6-digit code sent to an address that a recipient typed at a link's verified e-mail gate. */
export const linkVerificationCodes = pgTable(
  'link_verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the link, the address and the code: the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the requester's IP address, for the per-address rate limit. */
    ipHash: text('ip_hash').notNull(),
    /** Wrong codes typed against it; at the limit it stops working. */
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('link_verification_codes_link_idx').on(t.shareLinkId, t.email, t.createdAt.desc()),
    index('link_verification_codes_email_idx').on(t.email, t.createdAt),
    index('link_verification_codes_ip_idx').on(t.ipHash, t.createdAt),
  ],
);

/** A recipient the link's allow or block list refused: the owner sees the address and time in insights. */
export const linkRefusals = pgTable(
  'link_refusals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_refusals_presentation_idx').on(t.presentationId, t.createdAt.desc())],
);

export type LinkVerificationCodeRow = typeof linkVerificationCodes.$inferSelect;
export type LinkRefusalRow = typeof linkRefusals.$inferSelect;
