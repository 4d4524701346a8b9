import {
  type EngagementLead,
  type EngagementLeads,
  type FollowUp,
  type FollowUpDraft,
  type ForwardingGraph,
  HOT_LEADS_MAX,
  SHARE_EMAIL_TEXTS,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { AiClient } from '../../platform/ai/ai-client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { insightsNotFound } from '../insights/insights.errors.ts';
import { presentIdentity } from '../insights/insights.presenter.ts';
import { createInsightsRepository, type ViewerRow } from '../insights/insights.repository.ts';
import type { InsightsService } from '../insights/insights.service.ts';
import { iso, secs } from '../insights/insights.sql.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { fullName } from '../share-email/mail-brand.ts';
import type { ShareMails } from '../share-email/share-email.mails.ts';
import {
  followUpPremium,
  viewerHasNoEmail,
  viewerLinkDisabled,
  viewerStoppedEmails,
} from './engagement.errors.ts';
import { forwardingTree } from './engagement.graph.ts';
import { createEngagementRepository } from './engagement.repository.ts';
import { engagementReason, engagementScore } from './engagement.score.ts';
import { aiDraft, type DraftText, templateDraft } from './follow-up.draft.ts';

type Deps = {
  db: Db;
  clock: Clock;
  events: Events;
  ai: AiClient | null;
  insights: InsightsService;
  mails: ShareMails;
};

/** Viewers scored for hot leads: the most recent ones (a presentation with more scores these). */
export const LEADS_SCAN_MAX = 2000;
/** Sections a follow-up names. */
const SECTIONS_MAX = 3;

/** Pages seen (of the assets that have pages) and their assets, of one viewer. */
type Seen = { pages: number; assets: number };

/**
 * How much of the content the viewer saw: each page of a paged asset is a unit, any other asset one;
 * 100 only when they reached the end (as insights' `completed` says), else at most 99.
 */
function completionOf(row: ViewerRow, seen: Seen | undefined, units: number) {
  if (row.completed) return 100;
  if (units === 0) return 0;
  const reached = (seen?.pages ?? 0) + row.assets_reached - (seen?.assets ?? 0);
  return Math.min(99, Math.round((100 * reached) / units));
}

/** A viewers-list row with its score and the reason for it. */
function scored(row: ViewerRow, seen: Seen | undefined, units: number): EngagementLead {
  const e = {
    sessions: row.sessions,
    totalSeconds: row.total_seconds,
    completionPercent: completionOf(row, seen, units),
    forwards: row.forwarded_to?.length ?? 0,
    feedback: row.feedback_count,
  };
  return {
    ...presentIdentity(row),
    score: engagementScore(e),
    reason: engagementReason(e),
    sessions: row.sessions,
    total_seconds: secs(row.total_seconds),
    completion_percent: e.completionPercent,
    forwards: e.forwards,
    feedback_count: row.feedback_count,
    last_view: iso(row.last_view),
  };
}

/**
 * Engagement on a presentation's insights (issue 18, points 7-8): the forwarding tree, viewers' scores
 * (hot leads) and the follow-up e-mail. Everything is read from the recorded activity, so it is the same
 * after a restart; opening rules (owner, free allowance) are the insights'.
 */
export function createEngagementService({ db, clock, events, ai, insights, mails }: Deps) {
  const repo = createEngagementRepository(db);
  const viewers = createInsightsRepository(db);

  /** The viewer, their link and the presentation a follow-up needs; refused when it cannot be sent. */
  async function target(user: UserRow, presentationId: number, key: string) {
    if (!hasPremium(user, clock.now())) throw followUpPremium();
    const { opened, sessionIds } = await insights.viewerSessions(user, presentationId, key);
    const [viewer, presentation, link] = await Promise.all([
      viewers.viewer(opened.ref.id, sessionIds, opened),
      repo.presentation(user.id, opened.ref.id),
      repo.followUpLink(opened.ref.id, sessionIds),
    ]);
    if (!viewer || !presentation) throw insightsNotFound();
    if (!viewer.email) throw viewerHasNoEmail();
    if (!link) throw viewerLinkDisabled();
    if (link.emailsStoppedAt) throw viewerStoppedEmails();
    return { opened, sessionIds, viewer: { ...viewer, email: viewer.email }, presentation, link };
  }

  return {
    async leads(user: UserRow, presentationId: number): Promise<EngagementLeads> {
      const { ref, assets, finish, visibleAssetIds } = await insights.open(user, presentationId);
      const visible = assets.filter((a) => visibleAssetIds.includes(a.id));
      const [rows, pages] = await Promise.all([
        repo.viewers(ref.id, { finish, visibleAssetIds, offset: 0, limit: LEADS_SCAN_MAX }),
        repo.pagesSeen(
          ref.id,
          visible.filter((a) => a.numberOfPages > 0).map((a) => a.id),
        ),
      ]);
      const seen = new Map(pages.map((p) => [p.key, p]));
      const units = visible.reduce((n, a) => n + Math.max(a.numberOfPages, 1), 0);
      const results = rows
        .map((row) => scored(row, seen.get(row.key), units))
        .sort((a, b) => b.score - a.score || b.last_view.localeCompare(a.last_view))
        .slice(0, HOT_LEADS_MAX);
      return { results };
    },

    async graph(user: UserRow, presentationId: number): Promise<ForwardingGraph> {
      const { ref } = await insights.open(user, presentationId);
      const [presentation, edges, graphViewers] = await Promise.all([
        repo.presentation(user.id, ref.id),
        repo.edges(ref.id),
        repo.graphViewers(ref.id),
      ]);
      if (!presentation) throw insightsNotFound();
      return {
        disable_forwarding: presentation.disableForwarding,
        forwards_count: edges.length,
        nodes: forwardingTree(edges, graphViewers),
      };
    },

    /** The follow-up drafted by the AI provider when one is configured (and answers), else from the template. */
    async draft(user: UserRow, presentationId: number, key: string): Promise<FollowUpDraft> {
      const { sessionIds, viewer, presentation } = await target(user, presentationId, key);
      const sections = await repo.topSections(presentation.id, sessionIds, SECTIONS_MAX);
      const facts = {
        viewerName: viewer.name,
        title: presentation.title.trim() || SHARE_EMAIL_TEXTS.noTitle,
        sections,
        ownerName: fullName(user),
      };
      let text: DraftText | null = null;
      if (ai) text = await aiDraft(ai, user.id, facts).catch(() => null);
      return {
        to: viewer.email,
        ...(text ?? templateDraft(facts)),
        sections,
        drafted_with: text ? 'ai' : 'template',
      };
    },

    /** Sends the follow-up as the owner wrote it, through the share e-mails (the outbox, in one transaction). */
    async send(user: UserRow, presentationId: number, key: string, mail: FollowUp) {
      const { viewer, presentation, link } = await target(user, presentationId, key);
      await mails.ready();
      await db.transaction((tx) =>
        mails.followUp(link, presentation, user, { to: viewer.email, ...mail }, tx),
      );
      events.flush();
      return { to: viewer.email };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
