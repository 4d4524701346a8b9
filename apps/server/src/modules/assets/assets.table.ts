import type { AssetType } from '@folio/shared';
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
import { presentations } from '../presentations/presentations.table.ts';

export type ContactForm = { fields: ('name' | 'email' | 'phone' | 'message')[]; button_label: string };

export const assets = pgTable(
  'assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    type: text('type').$type<AssetType>().notNull(),
    title: text('title').notNull().default(''),
    description: richText('description').notNull().default(''),
    position: integer('position').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    website: text('website'),
    thumbnail: text('thumbnail'),
    contact: jsonb('contact').$type<ContactForm>(),
    height: integer('height').notNull().default(310),
    fileKey: text('file_key'),
    filename: text('filename'),
    numberOfPages: integer('number_of_pages').notNull().default(0),
    /** Storage keys of the page images, in page order, as they are rendered. */
    convertedFiles: jsonb('converted_files').$type<string[]>().notNull().default([]),
    pageThumbnails: jsonb('page_thumbnails').$type<string[]>().notNull().default([]),
    /** [width, height] of each page image, so a viewer can lay pages out before they load. */
    pageSizes: jsonb('page_sizes').$type<[number, number][]>().notNull().default([]),
    jobStatus: text('job_status').$type<'queued' | 'converting' | 'done' | 'failed'>(),
    waitingForConvertedFiles: boolean('waiting_for_converted_files').notNull().default(false),
    conversionStartedAt: timestamp('conversion_started_at', { withTimezone: true }),
    conversionFinishedAt: timestamp('conversion_finished_at', { withTimezone: true }),
    uploading: boolean('uploading').notNull().default(false),
    percentageUpload: real('percentage_upload').notNull().default(0),
    hasError: boolean('has_error').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assets_presentation_position_idx').on(t.presentationId, t.position)],
);

export type AssetRow = typeof assets.$inferSelect;

/** Each converted page's text, kept for search and summaries. */
export const assetPages = pgTable(
  'asset_pages',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    text: text('text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.index] })],
);
