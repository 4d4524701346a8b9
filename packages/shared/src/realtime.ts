import type { ThumbnailJobStatus } from './asset-thumbnails.ts';
import type { Asset } from './assets.ts';

/*
 * The messages of the realtime socket (/ws), snake_case on the wire. The conversion job sends the
 * asset ones to the owner of the presentation (or document: `presentation_id` is then its id).
 */

type AboutAsset = { presentation_id: number; asset_id: number; percentage: number; number_of_pages: number };

/** One page stored: pages come in order, each with its image, thumbnail and size. */
export type AssetProgressMessage = AboutAsset & {
  type: 'asset.progress';
  page: number;
  converted_file: string;
  page_thumbnail: string;
  page_size: [number, number];
};
export type AssetConvertedMessage = AboutAsset & { type: 'asset.converted' };
export type AssetFailedMessage = AboutAsset & { type: 'asset.failed'; error: string };

/** A summary's step, or its result (kept aside, or applied), with the whole asset as the API shows it. */
export type AssetSummarizerMessage = {
  type: 'asset.summarizer';
  presentation_id: number;
  asset_id: number;
  asset: Asset;
};

/**
 * A website screenshot job moved on (`running`, then `done` or `failed` with its `error`; percentages only
 * rise), with the whole asset as the API shows it.
 */
export type AssetThumbnailMessage = {
  type: 'asset.thumbnail';
  presentation_id: number;
  asset_id: number;
  status: ThumbnailJobStatus;
  percentage: number;
  error: string | null;
  asset: Asset;
};

/**
 * The insights of a presentation changed (a view began, went on, feedback or a forward came): sent to
 * its owner, at most about twice a second per presentation, so an open insights page refetches.
 */
export type InsightsChangedMessage = { type: 'insights.changed'; presentation_id: number };

/**
 * An admin invited (or invited again) the user's verified address to a team: their open app refetches
 * the user, whose company_invites then has the invite, and shows the team invite modal.
 */
export type TeamInvitedMessage = { type: 'team.invited'; company_id: number; invite_id: number };

/**
 * An asset builder draft of the user moved on: generation progress (percentages only rise), or its end
 * (`ready`, `failed`), or a cancel (back to `draft` or the previous proposal). The app then refetches it.
 */
export type AssetBuilderProgressMessage = {
  type: 'asset_builder.progress';
  draft_id: number;
  presentation_id: number;
  status: 'draft' | 'generating' | 'ready' | 'failed' | 'added';
  percentage: number;
};
