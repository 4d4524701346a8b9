import { ACTIVITY_MAX_EVENT_SECONDS, type ActivityEvent } from '@folio/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { assets } from '../assets/assets.table.ts';
import { invalidViewToken } from './activity.errors.ts';
import { isCrawler, isOwnPreview } from './activity.policy.ts';
import { createActivityRepository, type TimeRow } from './activity.repository.ts';

type Deps = { db: Db; clock: Clock };
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
export function createActivityService({ db, clock }: Deps) {
  const repo = createActivityRepository(db);

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
      await db.transaction(async (tx) =>
        createActivityRepository(tx).insert({
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
        }),
      );
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
     * time; events about assets not visible in the presentation are dropped. One statement per table.
     */
    async record(token: string, events: ActivityEvent[]) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const txRepo = createActivityRepository(tx);
        const found = await txRepo.findLive(sha256(token), { forUpdate: true });
        if (!found) throw invalidViewToken();
        const { session } = found;
        const visible = new Set(
          (
            await tx
              .select({ id: assets.id })
              .from(assets)
              .where(and(eq(assets.presentationId, session.presentationId), eq(assets.isHidden, false)))
          ).map((a) => a.id),
        );
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

        await txRepo.addPageViews(session.id, [...pages.values()], now);
        await txRepo.addTime(session.id, granted);
        await txRepo.setTotals(session.id, {
          totalSeconds: round(session.totalSeconds + sum('view') * viewFactor),
          videoSeconds: round(session.videoSeconds + sum('video') * videoFactor),
          lastSeenAt: now,
        });
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
