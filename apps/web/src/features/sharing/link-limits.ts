import { LINK_EXPIRY_DAYS_MAX, LINK_LIMITS_TEXTS, LINK_MAX_VIEWS, linkLimitState } from '@folio/shared';
import { z } from 'zod';
import type { ShareLink, ShareLinkSettings } from './types.ts';

const count = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max), message);

/** The expiry and limits part of the share link form: text inputs, '' for no limit. */
export const limitsFormFields = {
  /** A datetime-local value: the owner's own time zone. */
  expiresAt: z
    .string()
    .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), LINK_LIMITS_TEXTS.expiryInvalid),
  expiresDaysAfterFirstView: count(LINK_EXPIRY_DAYS_MAX, LINK_LIMITS_TEXTS.daysInvalid),
  maxViews: count(LINK_MAX_VIEWS, LINK_LIMITS_TEXTS.viewsInvalid),
  maxViewers: count(LINK_MAX_VIEWS, LINK_LIMITS_TEXTS.viewsInvalid),
};

export type LimitsForm = { [K in keyof typeof limitsFormFields]: string };

export const LIMITS_DEFAULTS: LimitsForm = {
  expiresAt: '',
  expiresDaysAfterFirstView: '',
  maxViews: '',
  maxViewers: '',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local value in the browser's (the owner's) time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const limitsFromLink = (link: ShareLink): LimitsForm => ({
  expiresAt: toLocalInput(link.expiresAt),
  expiresDaysAfterFirstView: link.expiresDaysAfterFirstView?.toString() ?? '',
  maxViews: link.maxViews?.toString() ?? '',
  maxViewers: link.maxViewers?.toString() ?? '',
});

const number = (v: string) => (v.trim() === '' ? null : Number(v));

/** The limits as the API takes them: UTC ISO, null for none. */
export const limitsSettings = (form: LimitsForm): ShareLinkSettings => ({
  expiresAt: form.expiresAt ? new Date(form.expiresAt).toISOString() : null,
  expiresDaysAfterFirstView: number(form.expiresDaysAfterFirstView),
  maxViews: number(form.maxViews),
  maxViewers: number(form.maxViewers),
});

export const hasLimits = (form: LimitsForm) =>
  [form.expiresAt, form.expiresDaysAfterFirstView, form.maxViews, form.maxViewers].some(
    (v) => v.trim() !== '',
  );

/** A link's state in a few words: 'Expired', '1 of 3 views used', 'Expires 5 Mar, 09:30'; null without limits. */
export function limitStateText(link: ShareLink, now = new Date()) {
  const limits = {
    ...link,
    expiresAt: link.expiresAt ? new Date(link.expiresAt) : null,
    firstViewedAt: link.firstViewedAt ? new Date(link.firstViewedAt) : null,
  };
  const state = linkLimitState(limits, now);
  if (state === 'expired') return 'Expired';
  if (state === 'exhausted') return 'Expired: no views left';
  const parts = [
    link.maxViews !== null && `${link.viewsUsed} of ${link.maxViews} views used`,
    link.maxViewers !== null && `${link.viewersUsed} of ${link.maxViewers} viewers`,
    limits.expiresAt &&
      `Expires ${limits.expiresAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`,
    link.expiresDaysAfterFirstView !== null && `${link.expiresDaysAfterFirstView} days after the first view`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
