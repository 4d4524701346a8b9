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
