/**
 * How an owner hears of views by e-mail (settings, notifications tab): an e-mail at each viewer's first
 * view of a link, one daily digest of the day's visits in their time zone, or none.
 */
export const VIEW_EMAIL_MODES = ['instant', 'daily', 'none'] as const;
export type ViewEmailMode = (typeof VIEW_EMAIL_MODES)[number];

/** A 'hot lead' alert when a viewer stays this long in one visit (or comes back); the owner sets it. */
export const HOT_LEAD_MINUTES = { default: 5, min: 1, max: 120 } as const;

/** The local hour the daily digest of the day before goes out. */
export const DIGEST_HOUR = 8;

export const VIEW_EMAIL_TEXTS = {
  modeInvalid: 'Choose instant, daily or none.',
  minutesInvalid: `Enter a whole number of minutes from ${HOT_LEAD_MINUTES.min} to ${HOT_LEAD_MINUTES.max}.`,
  modes: {
    instant: 'Instantly, at each viewer’s first view of a link',
    daily: 'A daily digest of the day’s visits',
    none: 'Never',
  } satisfies Record<ViewEmailMode, string>,
} as const;
