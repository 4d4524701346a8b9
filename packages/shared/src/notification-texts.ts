import { pluralize } from './plural.ts';
/** Notification categories and their texts, without zod, so the bell and the service worker can import them alone. */

/** Spec §9 notification categories. */
export const NOTIFICATION_CATEGORIES = [
  'presentation_viewed',
  'not_accessed_24h',
  'asset_viewed',
  'new_user',
  'new_user_team',
  'first_presentation_created',
  'first_presentation_sent',
  'new_template',
  'first_analytics',
  'forwarded',
  'template_added',
  'feedback_received',
  'hot_lead',
  'start_guide',
  'tutorial_video',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * Spec §4: a notification of this category coming over the socket is dropped by the client (it is a
 * digest the bell shows only when the list is fetched).
 */
export const SOCKET_DROPPED_NOTIFICATION_CATEGORY = 'presentation_viewed_in_24h';

/** How an asset viewed was seen: pages of a converted document, play time of a video, or a file opened. */
export const ASSET_VIEW_KINDS = ['pdf', 'video', 'file'] as const;
export type AssetViewKind = (typeof ASSET_VIEW_KINDS)[number];

/** Spec §3 notification body: the facts a notification's text is made from (each only where it applies). */
export type NotificationBody = {
  name?: string | null;
  email?: string | null;
  title?: string | null;
  asset_title?: string | null;
  asset_kind?: AssetViewKind;
  pages_viewed?: number;
  total_pages?: number;
  /** Seconds (a visit: the time spent viewing so far). */
  duration?: number;
  /** A visit: assets it has viewed, of the presentation's `total_assets`. */
  assets_viewed?: number;
  total_assets?: number;
  /** The share link a visit came through, as context (never the person): a public link's name. */
  link_name?: string | null;
  /** Seconds since the link was sent ('not accessed in 24h'). */
  time_passed?: number;
  company?: string | null;
  picture?: string | null;
  presentation_id?: number | null;
  share_link?: string | null;
  emoji?: string | null;
  comment?: string | null;
  /** A hot lead who came back (else one who stayed past the owner's minutes, `duration`). */
  returned?: boolean;
};

export const NOTIFICATION_PAGE_SIZE = 20;
/** The bell shows at most this many, then '99+'. */
export const NOTIFICATION_COUNTER_CAP = 99;
export const notificationCounterLabel = (unread: number) =>
  unread > NOTIFICATION_COUNTER_CAP ? `${NOTIFICATION_COUNTER_CAP}+` : String(unread);

/** '1 min 5 s', '45 s', '2 h 3 min'. */
export function formatDuration(seconds: number) {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return rest > 0 ? `${m} min ${rest} s` : `${m} min`;
  return `${rest} s`;
}

const EMOJI_TEXT: Record<string, string> = {
  thumbsup: '👍',
  happy: '😀',
  love: '😍',
  shock: '😮',
  pray: '🙏',
};

const quoted = (title: string | null | undefined) => (title ? `“${title}”` : 'your presentation');

/** 'Sam Smith viewed “12 Oak Lane” · 4 min · 6 of 8 assets'; an anonymous visit names its link. */
function visitMessage(who: string, title: string, body: NotificationBody) {
  const via = body.link_name && !body.name && !body.email ? ` via the link “${body.link_name}”` : '';
  const parts = [`${who} viewed ${title}${via}`];
  if (body.duration) parts.push(formatDuration(body.duration));
  if (body.total_assets) parts.push(`${body.assets_viewed ?? 0} of ${pluralize(body.total_assets, 'asset')}`);
  return parts.join(' · ');
}

/** The text the bell and the push show for a notification. */
export function notificationMessage(category: NotificationCategory, body: NotificationBody): string {
  const who = body.name || body.email || 'Someone';
  const title = quoted(body.title);
  switch (category) {
    case 'presentation_viewed':
      return visitMessage(who, title, body);
    case 'not_accessed_24h':
      return `${who} has not opened ${title} in the 24 hours since you sent it.`;
    case 'asset_viewed': {
      const asset = body.asset_title ? `“${body.asset_title}”` : 'an asset';
      if (body.asset_kind === 'pdf')
        return `${who} viewed ${body.pages_viewed ?? 0} of ${pluralize(body.total_pages ?? 0, 'page')} of ${asset} in ${title}.`;
      if (body.asset_kind === 'video')
        return `${who} watched ${asset} for ${formatDuration(body.duration ?? 0)} in ${title}.`;
      return `${who} opened ${asset} in ${title}.`;
    }
    case 'new_user':
      return 'Welcome to Folio! Create your first presentation and share it in minutes.';
    case 'new_user_team':
      return `${who} joined your team${body.company ? ` ${body.company}` : ''}.`;
    case 'first_presentation_created':
      return `You created your first presentation, ${title}. Add assets and share it!`;
    case 'first_presentation_sent':
      return `You sent your first presentation, ${title}. You will be told when it is viewed.`;
    case 'new_template':
      return `A new template, ${title}, is available to your team${body.company ? ` ${body.company}` : ''}.`;
    case 'first_analytics':
      return `Your first analytics are in: see who viewed ${title}.`;
    case 'forwarded':
      return `${title[0]?.toUpperCase()}${title.slice(1)} was forwarded to ${who}.`;
    case 'template_added':
      return `${title} was added to your team's templates.`;
    case 'feedback_received': {
      const emoji = body.emoji ? ` ${EMOJI_TEXT[body.emoji] ?? ''}` : '';
      const comment = body.comment ? `: “${body.comment}”` : '';
      return `${who} left feedback on ${title}${emoji}${comment}`.trimEnd();
    }
    case 'hot_lead':
      return body.returned
        ? `Hot lead: ${who} came back to ${title}.`
        : `Hot lead: ${who} has spent ${formatDuration(body.duration ?? 0)} on ${title}.`;
    case 'start_guide':
      return 'New here? Read the quick-start guide to build and share your first presentation.';
    case 'tutorial_video':
      return 'Watch the quick-start video: Folio in two minutes.';
  }
}
