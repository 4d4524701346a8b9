import { type forwardSchema, linkExpiry, linkLimitState, SHARE_LINK_HASH_PATTERN } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { randomHexHash } from '../../platform/tokens.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { asksAgreement } from '../link-agreements/link-agreements.repository.ts';
import { requiresVerification } from '../link-verification/link-verification.rules.ts';
import { viewerLabel } from '../owner-emails/owner-emails.listeners.ts';
import { mailBrand, sentFor } from '../share-email/mail-brand.ts';
import { shareLinkUrl } from '../share-links/share-links.presenter.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import { type FileCapabilities, MAIL_FILE_URL_TTL_SECONDS } from '../viewer/file-capabilities.ts';
import { forwardingDisabled, forwardNeedsView, linkDisabled, linkNotFound } from './forwards.errors.ts';
import { createForwardsRepository, type NewForwardLink } from './forwards.repository.ts';

type Deps = {
  db: Db;
  clock: Clock;
  activity: ActivityService;
  events: Events;
  outbox: Outbox;
  publicUrl: string;
  files: FileCapabilities;
};
type Forward = z.output<typeof forwardSchema>;
/**
 * The new recipient's own link under forward tracking: the source's settings (password included), their
 * name and e-mail, made on behalf of the source's creator. Reminders and publishing state start afresh.
 */
function trackedLink(source: ShareLinkRow, to: Forward, now: Date): NewForwardLink {
  return {
    presentationId: source.presentationId,
    hash: randomHexHash(),
    name: to.name,
    email: to.email,
    isPublic: false,
    isIndexable: false,
    activityEmailUpdates: source.activityEmailUpdates,
    requireEmail: source.requireEmail,
    requireEmailMessage: source.requireEmailMessage,
    requirePhoneNumber: source.requirePhoneNumber,
    requirePhoneNumberMessage: source.requirePhoneNumberMessage,
    forwardTracking: source.forwardTracking,
    preventDownload: source.preventDownload,
    preventFeedback: source.preventFeedback,
    preventPrinting: source.preventPrinting,
    passwordHash: source.passwordHash,
    verifyEmail: source.verifyEmail,
    allowList: source.allowList,
    blockList: source.blockList,
    // The forward dies with the link it came from (link-limits).
    expiresAt: linkExpiry(source),
    title: source.title,
    forwardedFromLinkId: source.id,
    createdByUserId: source.createdByUserId,
    createdAt: now,
    updatedAt: now,
  };
}

/** A recipient forwarding a link (spec §7): from a live view session, unless the owner turned it off. */
export function createForwardsService({ db, clock, activity, events, outbox, publicUrl, files }: Deps) {
  const repo = createForwardsRepository(db);

  return {
    async forward(hash: string, viewToken: string | undefined, to: Forward) {
      const found = SHARE_LINK_HASH_PATTERN.test(hash) ? await repo.findByHash(hash) : undefined;
      if (!found) throw linkNotFound();
      const { link, presentation, owner } = found;
      if (link.disabled || linkLimitState(link, clock.now()) !== 'open') throw linkDisabled();
      // A tracked forward makes a new link: it would skip the views counted and the agreement asked here.
      if (
        link.forwardTracking &&
        (link.maxViews !== null || link.maxViewers !== null || (await asksAgreement(db, link.id)))
      )
        throw forwardingDisabled();
      // The e-mail goes out in the owner's name: not before they proved their address (issue 11).
      if (presentation.disableForwarding || !owner.emailVerifiedAt) throw forwardingDisabled();
      const session = await activity.resume(link, viewToken);
      // Forwarding needs a view that passed the link's verified e-mail gate.
      if (!session || (requiresVerification(link) && !session.emailVerified)) throw forwardNeedsView();

      const now = clock.now();
      // In the agent's brand, its logo through the link the new recipient opens: signed before the
      // transaction, which writes the forward, its e-mail and its event together.
      const hashOf = link.forwardTracking ? randomHexHash() : link.hash;
      const sign = await files.signer(hashOf, { ttlSeconds: MAIL_FILE_URL_TTL_SECONDS });
      const forward = await db.transaction(async (tx) => {
        const txRepo = createForwardsRepository(tx);
        const target = link.forwardTracking
          ? await txRepo.insertLink({ ...trackedLink(link, to, now), hash: hashOf })
          : link;
        const forward = await txRepo.insertForward({
          shareLinkId: link.id,
          presentationId: presentation.id,
          viewSessionId: session.id,
          forwardLinkId: link.forwardTracking ? target.id : null,
          name: to.name,
          email: to.email,
          createdAt: now,
        });
        await outbox.record(
          tx,
          to.email,
          'presentation-forwarded',
          {
            forwarder: viewerLabel(session, link),
            title: presentation.title,
            message: to.message,
            url: shareLinkUrl(publicUrl, target, presentation),
            brand: await mailBrand(tx, owner, sign, now),
          },
          sentFor(owner),
        );
        await events.record(tx, 'presentation.forwarded', {
          forwardId: forward.id,
          shareLinkId: link.id,
          presentationId: presentation.id,
          ownerId: presentation.userId,
        });
        return forward;
      });
      events.flush();
      return forward;
    },
  };
}

export type ForwardsService = ReturnType<typeof createForwardsService>;
