import { z } from 'zod';
import { clientNotFoundSchema } from './viewer.ts';

/** Expiry and view limits of a share link (issue 18, point 3). Premium. */
export const LINK_MAX_VIEWS = 1_000_000;
export const LINK_EXPIRY_DAYS_MAX = 3650;

export const LINK_LIMITS_TEXTS = {
  expiryInPast: 'Choose an expiry date and time in the future.',
  expiryInvalid: 'Enter a valid date and time.',
  daysInvalid: `Enter a whole number of days from 1 to ${LINK_EXPIRY_DAYS_MAX}.`,
  viewsInvalid: `Enter a whole number from 1 to ${LINK_MAX_VIEWS.toLocaleString('en-US')}.`,
  premium: 'Expiry and view limits are a Premium feature. Upgrade to use them.',
  expired: 'This link has expired.',
  exhausted: 'This link has reached its view limit.',
} as const;

/** Why a link no longer opens for new viewers, as the 410 `code` says it. */
export const LINK_CLOSED_CODES = ['link_expired', 'link_exhausted'] as const;
export type LinkClosedCode = (typeof LINK_CLOSED_CODES)[number];

const count = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

/** The limit settings as create and PATCH take them: null removes a limit. */
export const linkLimitFields = {
  /** ISO 8601 with its offset (the owner's time zone); stored and answered in UTC. */
  expires_at: z.iso.datetime({ offset: true, error: LINK_LIMITS_TEXTS.expiryInvalid }).nullable(),
  expires_days_after_first_view: count(LINK_EXPIRY_DAYS_MAX, LINK_LIMITS_TEXTS.daysInvalid),
  max_views: count(LINK_MAX_VIEWS, LINK_LIMITS_TEXTS.viewsInvalid),
  max_viewers: count(LINK_MAX_VIEWS, LINK_LIMITS_TEXTS.viewsInvalid),
};

/** The limits as a link answers them, with what they used so far. */
export const linkLimitsPresentFields = {
  expires_at: z.string().nullable(),
  expires_days_after_first_view: z.number().int().nullable(),
  max_views: z.number().int().nullable(),
  max_viewers: z.number().int().nullable(),
  first_viewed_at: z.string().nullable(),
  views_used: z.number().int(),
  viewers_used: z.number().int(),
};

export type LinkLimits = {
  expiresAt: Date | null;
  expiresDaysAfterFirstView: number | null;
  maxViews: number | null;
  maxViewers: number | null;
  firstViewedAt: Date | null;
  viewsUsed: number;
  viewersUsed: number;
};

const DAY_MS = 86_400_000;

/** When the link stops opening by time: its date, or N days after its first view; null when never. */
export function linkExpiry(l: LinkLimits): Date | null {
  const afterFirst =
    l.expiresDaysAfterFirstView !== null && l.firstViewedAt !== null
      ? new Date(l.firstViewedAt.getTime() + l.expiresDaysAfterFirstView * DAY_MS)
      : null;
  if (l.expiresAt && afterFirst) return new Date(Math.min(l.expiresAt.getTime(), afterFirst.getTime()));
  return l.expiresAt ?? afterFirst;
}

/** Whether the link still opens: 'open', or why not ('expired' wins over 'exhausted'). */
export function linkLimitState(l: LinkLimits, now: Date): 'open' | 'expired' | 'exhausted' {
  const expiry = linkExpiry(l);
  if (expiry && expiry <= now) return 'expired';
  if (l.maxViews !== null && l.viewsUsed >= l.maxViews) return 'exhausted';
  if (l.maxViewers !== null && l.viewersUsed >= l.maxViewers) return 'exhausted';
  return 'open';
}

/** Whether any limit is set: such a link counts its views and binds its file URLs to a view session. */
export const hasLinkLimits = (l: LinkLimits) =>
  l.expiresAt !== null ||
  l.expiresDaysAfterFirstView !== null ||
  l.maxViews !== null ||
  l.maxViewers !== null;

/** Whether these settings set a limit (the premium gate); null removes one, which anyone may do. */
export const limitsTurnedOn = (s: Partial<Record<keyof typeof linkLimitFields, unknown>>) =>
  Object.keys(linkLimitFields).some((key) => s[key as keyof typeof linkLimitFields] != null);

/** 410 of GET /api/client/presentations/{hash}: the link expired or used its views; its own page, in the sender's brand. */
export const clientLinkClosedSchema = clientNotFoundSchema.extend({ code: z.enum(LINK_CLOSED_CODES) });
export type ClientLinkClosed = z.infer<typeof clientLinkClosedSchema>;
