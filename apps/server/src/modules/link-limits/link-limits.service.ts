import { hasLinkLimits, type LinkClosedCode, linkLimitState } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { sha256 } from '../../platform/tokens.ts';
import { isCrawler, isOwnPreview } from '../activity/activity.policy.ts';
import type { Identity, Viewer } from '../activity/activity.service.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import { claimView } from './link-limits.repository.ts';

/** Who a viewer is for the max_viewers count: the e-mail they gave, else their account, else their client. */
const viewerKey = (viewer: Viewer, identity: Identity, clientHash: string) =>
  sha256(
    identity.email
      ? `email:${identity.email}`
      : viewer.userId !== null
        ? `user:${viewer.userId}`
        : `client:${clientHash}`,
  );

/** Expiry and view limits of share links (issue 18, point 3), as recipients meet them. */
export function createLinkLimits({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Why the link no longer opens (the 410 code), or null while it does. */
    closed(link: ShareLinkRow): LinkClosedCode | null {
      const state = linkLimitState(link, clock.now());
      return state === 'open' ? null : state === 'expired' ? 'link_expired' : 'link_exhausted';
    },

    /**
     * Why a new viewer is refused before any gate: expired, or no views left. A link out of viewers still
     * lets the viewers it counted back in, which only its gate's answers tell, so that waits for the claim.
     */
    refusedAtOpen(link: ShareLinkRow): LinkClosedCode | null {
      const code = this.closed(link);
      if (code === 'link_expired') return code;
      return link.maxViews !== null && link.viewsUsed >= link.maxViews ? 'link_exhausted' : null;
    },

    /**
     * Counts a new view against the link's limits before its session opens: false when the link has none
     * left (or expired meanwhile). The owner's preview and crawlers are never counted.
     */
    async claim(link: ShareLinkRow, ownerId: number, viewer: Viewer, identity: Identity) {
      if (!hasLinkLimits(link) || isOwnPreview(viewer.userId, ownerId) || isCrawler(viewer.userAgent))
        return true;
      const clientHash = sha256(`${viewer.ip}\n${viewer.userAgent ?? ''}`);
      return claimView(db, {
        linkId: link.id,
        viewerKey: viewerKey(viewer, identity, clientHash),
        clientHash,
        userId: viewer.userId,
        email: identity.email || null,
        phone: identity.phone || null,
        name: identity.name || null,
        now: clock.now(),
      });
    },
  };
}

export type LinkLimitsService = ReturnType<typeof createLinkLimits>;
