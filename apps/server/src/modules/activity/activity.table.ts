import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** One opening of a share link by a recipient: who (as given at the gates), with what, and for how long. */
export const viewSessions = pgTable(
  'view_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shareLinkId: integer('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** SHA-256 of the 256-bit view token the recipient holds; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    phone: text('phone'),
    name: text('name'),
    /** The e-mail was proven with a code sent to it (the verified e-mail gate), now or by the browser's mark. */
    emailVerified: boolean('email_verified').notNull().default(false),
    viewerUserId: integer('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent').notNull().default(''),
    /** The link's access_version the session passed its gates under: an older one no longer resumes. */
    accessVersion: integer('access_version').notNull().default(0),
    /** Where the recipient came from when the link's URL said so (`?src=qr`: its QR code), else null. */
    source: text('source'),
    /** SHA-256 of the viewer's address and user agent: a repeated open from the same client joins this view. */
    clientHash: text('client_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Seconds of visible, active viewing; never more than last_seen_at − created_at allows, and a beacon
     * adds at most the time since the previous one plus a grace (activity.batch.ts).
     */
    totalSeconds: real('total_seconds').notNull().default(0),
    /** Seconds of video played, capped the same way (it overlaps viewing time, so it is kept apart). */
    videoSeconds: real('video_seconds').notNull().default(0),
    /**
     * The moment up to which viewing (and play) time is counted: each beacon's seconds are laid after it,
     * no earlier than a window before the beacon came, never past the beacon plus a grace (activity.batch.ts).
     */
    viewCountedTo: timestamp('view_counted_to', { withTimezone: true }).notNull().defaultNow(),
    videoCountedTo: timestamp('video_counted_to', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The viewer's identity as two 64-bit hashes (seeds 0 and 1; together the 128-bit viewer key), kept by
     * the trigger view_sessions_viewer_hash (migration 0028) on every insert and identity change, and on a
     * change of the link's recipient: the e-mail given, else the phone, else the signed-in user, else the
     * individual link's e-mail, else that link, else the session alone. Insights group viewers by them.
     */
    viewerHash: bigint('viewer_hash', { mode: 'number' }).notNull().default(0),
    viewerHash2: bigint('viewer_hash2', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('view_sessions_token_key').on(t.tokenHash),
    index('view_sessions_presentation_idx').on(t.presentationId, t.createdAt.desc()),
    index('view_sessions_link_idx').on(t.shareLinkId, t.createdAt.desc()),
    index('view_sessions_client_idx').on(t.shareLinkId, t.clientHash),
    // A period's sessions (the team dashboard) read without a pass over every session ever recorded.
    index('view_sessions_created_idx').on(t.createdAt),
  ],
);

/** More view tokens of a session: one for each repeated open from its client that joined it. */
export const viewSessionTokens = pgTable('view_session_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => viewSessions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The beacon batches a session recorded, by the tab that sent each and its number there: a resent one is a no-op. */
export const viewSessionBatches = pgTable(
  'view_session_batches',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => viewSessions.id, { onDelete: 'cascade' }),
    tabId: text('tab_id').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.tabId, t.seq] })],
);

/** Each page of an asset a session saw, once. */
export const pageViews = pgTable(
  'page_views',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => viewSessions.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_views_key').on(t.sessionId, t.assetId, t.page),
    // Per-asset and per-page counts, and the sessions that saw an asset's last page (insights).
    index('page_views_asset_page_idx').on(t.assetId, t.page, t.sessionId),
  ],
);

/** The page of a time row without an asset: the presentation's cover, or its closing message. */
export const PART_PAGES = { cover: -1, closing: -2 } as const;

/**
 * Seconds a session spent on an asset (page set) or one of its pages, or on the presentation itself
 * (asset null: page -1 its cover, -2 its closing message); `kind` 'video' counts play time of a video asset.
 */
export const assetTime = pgTable(
  'asset_time',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => viewSessions.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
    /** -1 for the asset as a whole (no page), so the unique key also covers it; see above without an asset. */
    page: integer('page').notNull().default(-1),
    kind: text('kind', { enum: ['view', 'video'] })
      .notNull()
      .default('view'),
    seconds: real('seconds').notNull().default(0),
  },
  (t) => [
    uniqueIndex('asset_time_key').on(t.sessionId, sql`coalesce(${t.assetId}, 0)`, t.page, t.kind),
    index('asset_time_asset_idx').on(t.assetId),
  ],
);

export type ViewSessionRow = typeof viewSessions.$inferSelect;
