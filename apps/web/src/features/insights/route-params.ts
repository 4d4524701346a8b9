import { VIEWER_KEY_PATTERN } from '@folio/shared';

/** A presentation id from the address, or null when it cannot be one. */
export function routeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A viewer key from the address (32 lowercase hex), or null. */
export const routeViewerKey = (value: string | undefined) =>
  value && VIEWER_KEY_PATTERN.test(value) ? value : null;
