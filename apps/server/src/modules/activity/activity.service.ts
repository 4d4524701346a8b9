import { ACTIVITY_MAX_EVENT_SECONDS, type ActivityEvent } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { invalidViewToken } from './activity.errors.ts';
import { isCrawler, isOwnPreview } from './activity.policy.ts';
import { createActivityRepository, type TimeRow } from './activity.repository.ts';

type Deps = { db: Db; clock: Clock; events: Events };
export type Identity = { email?: string; phone?: string; name?: string };
export type Viewer = { userId: number | null; userAgent: string | undefined };
type Link = { id: number; presentationId: number };

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Scales requested seconds down so the session never counts more than its wall time. */
function grant(requested: number, counted: number, elapsed: number) {
  const budget = Math.max(0, elapsed - counted);
  return requested <= budget ? 1 : requested === 0 ? 0 : budget / requested;
}

/** Viewing sessions (spec issue §6): opened per view, fed by the recipient's beacon through its view token. */
export function createActivityService({ db, clock, events }: Deps) {
  const repo = createActivityRepository(db);
  const emit = events.emit.bind(events);

  return {
    /**
     * The session a view token names, when it is live and of this link (a reload of the same tab
     * sends it back so it does not count twice).
     */
    async resume(link: Link, token: string | undefined) {
      if (!token) return undefined;
      const found = await repo.findLive(sha256(token));
      return found?.session.shareLinkId === link.id ? found.session : undefined;
    },

    /**
     * Opens a session and answers its token, or null when this view is not counted: the owner's own
     * preview, or a crawler or link unfurler.
     */
    async open(link: Link, ownerId: number, viewer: Viewer, identity: Identity) {
      if (isOwnPreview(viewer.userId, ownerId) || isCrawler(viewer.userAgent)) return null;
      const token = randomToken(256);
      const now = clock.now();
      const session = await db.transaction(async (tx) => {
        const txRepo = createActivityRepository(tx);
        await txRepo.lockLink(link.id);
        return txRepo.insert({
          shareLinkId: link.id,
          presentationId: link.presentationId,
          tokenHash: sha256(token),
          email: identity.email || null,
          phone: identity.phone || null,
          name: identity.name || null,
          viewerUserId: viewer.userId,
          userAgent: (viewer.userAgent ?? '').slice(0, 512),
          createdAt: now,
          lastSeenAt: now,
        });
      });
      events.emit('presentation.viewed', {
        sessionId: session.id,
        shareLinkId: link.id,
        presentationId: link.presentationId,
        ownerId,
        viewer: { name: session.name, email: session.email, phone: session.phone },
      });
      return token;
    },

    /** The live session of a token with its link, or 403. */
    async live(token: string) {
      const found = await repo.findLive(sha256(token));
      if (!found) throw invalidViewToken();
      return found;
    },

    /**
     * Records a batch of events: pages once each, seconds capped per event and by the session's wall
     * time; events about assets not visible in the presentation are dropped. One read and one write.
     */
    async record(token: string, events: ActivityEvent[]) {
      const now = clock.now();
      const viewed = await db.transaction(async (tx) => {
        const txRepo = createActivityRepository(tx);
        const found = await txRepo.lockLiveWithVisibleAssets(sha256(token));
        if (!found) throw invalidViewToken();
        const { session } = found;
        const visible = new Set(found.visibleAssetIds);
        const known = (assetId: number | undefined) => assetId === undefined || visible.has(assetId);

        const pages = new Map<string, { assetId: number; page: number }>();
        const time = new Map<string, TimeRow>();
        for (const e of events) {
          if (!known(e.asset_id)) continue;
          if (e.type === 'page_view') {
            pages.set(`${e.asset_id}:${e.page}`, { assetId: e.asset_id, page: e.page });
            continue;
          }
          const kind = e.type === 'video' ? 'video' : 'view';
          const page = e.type === 'time' ? (e.page ?? -1) : -1;
          const key = `${kind}:${e.asset_id ?? 0}:${page}`;
          const row = time.get(key) ?? { assetId: e.asset_id ?? null, page, kind, seconds: 0 };
          row.seconds += Math.min(e.seconds, ACTIVITY_MAX_EVENT_SECONDS);
          time.set(key, row);
        }

        const elapsed = Math.max(0, (now.getTime() - session.createdAt.getTime()) / 1000);
        const rows = [...time.values()];
        const sum = (kind: TimeRow['kind']) =>
          rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.seconds, 0);
        const viewFactor = grant(sum('view'), session.totalSeconds, elapsed);
        const videoFactor = grant(sum('video'), session.videoSeconds, elapsed);
        const granted = rows
          .map((r) => ({ ...r, seconds: round(r.seconds * (r.kind === 'video' ? videoFactor : viewFactor)) }))
          .filter((r) => r.seconds > 0);

        await txRepo.record(session.id, {
          pages: [...pages.values()],
          time: granted,
          totals: {
            totalSeconds: round(session.totalSeconds + sum('view') * viewFactor),
            videoSeconds: round(session.videoSeconds + sum('video') * videoFactor),
            lastSeenAt: now,
          },
        });
        const assetIds = [
          ...new Set(
            events.flatMap((e) => (e.asset_id !== undefined && known(e.asset_id) ? [e.asset_id] : [])),
          ),
        ];
        return {
          sessionId: session.id,
          presentationId: session.presentationId,
          ownerId: found.ownerId,
          assetIds,
        };
      });
      if (viewed.assetIds.length > 0) emit('asset.viewed', viewed);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
