import type {
  AssetType,
  MapPlaceValue,
  SummarizerProgress,
  SummarizerResult,
  ThumbnailJobStatus,
  ThumbnailMeta,
} from '@folio/shared';
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
    /** The thumbnail shown everywhere (a stored file's URL, or another site's picture). */
    thumbnail: text('thumbnail'),
    /** The thumbnail the asset brought (its first page with content, a link's preview): "back to original". */
    originalThumbnail: text('original_thumbnail'),
    thumbnailIsOriginal: boolean('thumbnail_is_original').notNull().default(true),
    /** The picture editor's crop of a custom thumbnail (shown as `thumbnail`). */
    thumbnailCropped: text('thumbnail_cropped'),
    /** Where a custom thumbnail came from: an upload (with its uncropped picture and crop), a page, a screenshot. */
    thumbnailMeta: jsonb('thumbnail_meta').$type<ThumbnailMeta>(),
    /** A website asset's screenshot, rendered in headless Chromium by a job. */
    thumbnailScreenshot: text('thumbnail_screenshot'),
    isUsingScreenshot: boolean('is_using_screenshot').notNull().default(false),
    /** The page (0-based) chosen as thumbnail. */
    selectedThumbnail: integer('selected_thumbnail'),
    jobThumbnailId: text('job_thumbnail_id'),
    jobThumbnailStatus: text('job_thumbnail_status').$type<ThumbnailJobStatus>(),
    contact: jsonb('contact').$type<ContactForm>(),
    /** A map asset's place (coordinates, zoom, address); null for other kinds. */
    map: jsonb('map').$type<MapPlaceValue>(),
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
    /** The summarizer's suggestion, kept aside while the user chooses (spec §4). */
    aiSummarizerResult: jsonb('ai_summarizer_result').$type<SummarizerResult>(),
    /** The running or last summary: its run id (a late result of another run is dropped) and step. */
    summarizerProgress: jsonb('summarizer_progress').$type<SummarizerProgress>(),
    ignoreAssetSummarizer: boolean('ignore_asset_summarizer').notNull().default(false),
    showSelectionSummarize: boolean('show_selection_summarize').notNull().default(false),
    showWarningAiSummarizer: boolean('show_warning_ai_summarizer').notNull().default(false),
    aiGenerated: boolean('ai_generated').notNull().default(false),
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
