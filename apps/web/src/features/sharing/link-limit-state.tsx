import { limitStateText } from './link-limits.ts';
import type { ShareLink } from './types.ts';

/** A link's expiry and views used, in a line (nothing for a link without limits). */
export function LinkLimitState({ link }: { link: ShareLink }) {
  const text = limitStateText(link);
  return text ? <p className="text-sm text-muted">{text}</p> : null;
}
