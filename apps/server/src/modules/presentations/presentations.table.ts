import type { BackgroundMeta, CoverStyle, PicturePosition, StarterTemplateKind } from '@folio/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { richText } from '../../platform/rich-text.ts';
import { users } from '../accounts/accounts.table.ts';
import { folders } from '../folders/folders.table.ts';
import { companies } from '../teams/teams.table.ts';

export const presentations = pgTable(
  'presentations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on templates: the team that can use it. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['presentation', 'document'] })
      .notNull()
      .default('presentation'),
    title: text('title').notNull().default(''),
    titleIsHidden: boolean('title_is_hidden').notNull().default(false),
    logoKey: text('logo_key'),
    backgroundKey: text('background_key'),
    backgroundThumbnailKey: text('background_thumbnail_key'),
    backgroundColor: text('background_color'),
    /** The header image as the picture editor cropped it (shown instead of the original), and the crop. */
    backgroundCroppedKey: text('background_cropped_key'),
    backgroundMeta: jsonb('background_meta').$type<BackgroundMeta>(),
    /** A header video (premium): an uploaded file or another site's URL, with its poster frame. */
    backgroundVideoKey: text('background_video_key'),
    backgroundVideoUrl: text('background_video_url'),
    backgroundVideoPosterKey: text('background_video_poster_key'),
    /** A picture on the cover (a headshot, a property), placed by picturePosition. */
    pictureKey: text('picture_key'),
    picturePosition: text('picture_position').$type<PicturePosition>().notNull().default('left'),
    style: text('style').$type<CoverStyle>().notNull().default('classic'),
    category: text('category').notNull().default(''),
    /** Credit of an Unsplash header image, shown with it as Unsplash requires. */
    unsplashAuthor: text('unsplash_author'),
    unsplashAuthorLink: text('unsplash_author_link'),
    backgroundOpacity: real('background_opacity').notNull().default(0.6),
    borderColor: text('border_color'),
    openingMsg: richText('opening_msg').notNull().default(''),
    closingMsg: richText('closing_msg').notNull().default(''),
    userNameIsHidden: boolean('user_name_is_hidden').notNull().default(false),
    createdByText: text('created_by_text').notNull().default(''),
    createdByTextColor: text('created_by_text_color'),
    favorite: boolean('favorite').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** Deleted presentations leave every list and can be restored until purged. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    isTemplate: boolean('is_template').notNull().default(false),
    /** Which starter template this presentation was made from, while it is one (placeholders to replace). */
    starterTemplate: text('starter_template').$type<StarterTemplateKind>(),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    isWebpage: boolean('is_webpage').notNull().default(false),
    disableForwarding: boolean('disable_forwarding').notNull().default(false),
    timesCloned: integer('times_cloned').notNull().default(0),
    numberOfAccess: integer('number_of_access').notNull().default(0),
    numberOfInvites: integer('number_of_invites').notNull().default(0),
    numberOfFeedback: integer('number_of_feedback').notNull().default(0),
    lastAccess: timestamp('last_access', { withTimezone: true }),
    shareDate: timestamp('share_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('presentations_owner_list_idx').on(t.userId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('presentations_company_templates_idx').on(t.companyId).where(sql`${t.isTemplate}`),
    index('presentations_folder_idx').on(t.folderId),
    index('presentations_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Presentations shared with the e-mail of an existing user: that user's received tab. */
export const presentationReceipts = pgTable(
  'presentation_receipts',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedByUserId: integer('shared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The link the presentation was shared by; the received list opens it. */
    shareLinkId: integer('share_link_id'),
    read: boolean('read').notNull().default(false),
    /**
     * The user signed up or signed in from the link itself (hash): they hold it, so it shows before their
     * address is verified, unlike what was sent to the address.
     */
    byLink: boolean('by_link').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presentationId] })],
);

export type PresentationRow = typeof presentations.$inferSelect;
