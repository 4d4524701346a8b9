import type { ShareLinkUpdate } from '@folio/shared';

/** The limit settings as share_links columns; null removes a limit. */
export const limitColumns = (s: ShareLinkUpdate) => ({
  ...(s.expires_at !== undefined && { expiresAt: s.expires_at === null ? null : new Date(s.expires_at) }),
  ...(s.expires_days_after_first_view !== undefined && {
    expiresDaysAfterFirstView: s.expires_days_after_first_view,
  }),
  ...(s.max_views !== undefined && { maxViews: s.max_views }),
  ...(s.max_viewers !== undefined && { maxViewers: s.max_viewers }),
});

/** The limits as a share link answers them. */
export const presentLimits = (row: {
  expiresAt: Date | null;
  expiresDaysAfterFirstView: number | null;
  maxViews: number | null;
  maxViewers: number | null;
  firstViewedAt: Date | null;
  viewsUsed: number;
  viewersUsed: number;
}) => ({
  expires_at: row.expiresAt?.toISOString() ?? null,
  expires_days_after_first_view: row.expiresDaysAfterFirstView,
  max_views: row.maxViews,
  max_viewers: row.maxViewers,
  first_viewed_at: row.firstViewedAt?.toISOString() ?? null,
  views_used: row.viewsUsed,
  viewers_used: row.viewersUsed,
});
