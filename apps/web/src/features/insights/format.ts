import type { ViewerIdentity } from './types.ts';

/** Durations in rounded seconds (spec §9): "0 s", "75 s", "3,600 s". */
export const formatSeconds = (seconds: number) => `${Math.round(seconds).toLocaleString('en-US')} s`;

/** A UTC day of the views chart ("2026-03-04") as "03/04". */
export function formatDay(date: string) {
  const [, month, day] = date.split('-');
  return `${month}/${day}`;
}

/** How a viewer is named in lists: their name, else e-mail, else phone; a public link's visitor has none. */
export const viewerLabel = (viewer: ViewerIdentity) =>
  viewer.name || viewer.email || viewer.phone || 'Anonymous viewer';

/** The second line under the name: whatever contact details the name did not already say. */
export const viewerContact = (viewer: ViewerIdentity) =>
  [viewer.email, viewer.phone]
    .filter((v): v is string => Boolean(v) && v !== viewerLabel(viewer))
    .join(' · ');

/** Page numbers are 0-based on the wire, 1-based on screen. */
export const pageLabel = (page: number) => `Page ${page + 1}`;
