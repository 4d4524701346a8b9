import { hasLinkLimits, isEmail, SHARE_LINK_HASH_PATTERN, type Unlock, type ViewerGate } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { storedKeyOf } from '../../platform/storage/storage.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { SessionIdentity, SessionOpening } from '../activity/activity.opening.ts';
import type { ActivityService, Viewer } from '../activity/activity.service.ts';
import { createAgreementGate } from '../link-agreements/agreement-gate.ts';
import { linkClosed } from '../link-limits/link-limits.errors.ts';
import { createLinkLimits } from '../link-limits/link-limits.service.ts';
import { requiresVerification } from '../link-verification/link-verification.rules.ts';
import type { LinkVerification } from '../link-verification/link-verification.service.ts';
import { gateEmail } from '../link-verification/link-verification.service.ts';
import { brandOf } from '../teams/team-brand.ts';
import { watermarkedFile } from '../watermarks/watermarked-file.ts';
import type { Watermarks } from '../watermarks/watermarks.service.ts';
import type { ContentChanges } from './content-changes.ts';
import { type FileCapabilities, isBranding } from './file-capabilities.ts';
import { createContentCache, createSessionLinks } from './recipient-content.ts';
import { createLinkAnswers, type LinkContent } from './viewer.answers.ts';
import {
  accessChanged,
  GATE_TEXTS,
  gateErrors,
  linkGone,
  linkNotFound,
  passwordIncorrect,
} from './viewer.errors.ts';
import { createViewerRepository } from './viewer.repository.ts';

type Deps = {
  db: Db;
  clock: Clock;
  activity: ActivityService;
  openSession: SessionOpening;
  files: FileCapabilities;
  changes: ContentChanges;
  verification: LinkVerification;
  watermarks: Watermarks;
};

/** A gate page's answer naming the address this browser proved already (the gate asks for more than it). */
function withVerifiedEmail(gated: string, email: string) {
  const answer = JSON.parse(gated) as { gate: ViewerGate };
  return JSON.stringify({ ...answer, gate: { ...answer.gate, verified_email: email } });
}

/**
 * The recipient's side of a share link (spec §2): gates, then the content and a view session. Answers
 * are JSON text, written once per link for a few seconds (recipient-content.ts) and forgotten as soon as
 * the owner changes anything.
 */
export function createViewerService(deps: Deps) {
  const { db, clock, activity, openSession, files, changes, verification, watermarks } = deps;
  const repo = createViewerRepository(db);
  const links = createContentCache(clock, createLinkAnswers({ repo, clock, files }));
  changes.onChange((ownerId) => links.forgetOwner(ownerId));
  const sessionLinks = createSessionLinks();
  const limits = createLinkLimits({ db, clock });
  const agreements = createAgreementGate({ db, clock });

  async function find(hash: string) {
    const found = SHARE_LINK_HASH_PATTERN.test(hash) ? await links.get(hash) : undefined;
    if (!found) throw linkNotFound();
    return found;
  }

  /** The sender of a link that exists but no longer opens, as its not-found page shows them; else null. */
  async function senderOf(hash: string) {
    const found = SHARE_LINK_HASH_PATTERN.test(hash) ? await repo.senderOfLink(hash) : undefined;
    if (!found) return null;
    const brand = brandOf(found.owner, found.brandTeam, clock.now());
    return {
      first_name: found.owner.firstName,
      last_name: found.owner.lastName,
      show_white_label: brand.whiteLabel,
      primary_color: brand.primaryColor,
      hide_header: brand.hideHeader,
    };
  }

  /**
   * Whether the token names a session of this link that passed its gates as they are now (a session never
   * moves to another link, nor to another access version).
   */
  async function resumes(c: LinkContent, token: string | undefined) {
    if (!token) return false;
    const { link } = c.v;
    // A session that did not prove its e-mail (opened before the owner asked for it) shows nothing.
    if (requiresVerification(link)) return (await activity.resume(link, token))?.emailVerified === true;
    const tokenHash = sha256(token);
    const known = sessionLinks.get(tokenHash);
    if (known !== undefined)
      return known.shareLinkId === link.id && known.accessVersion === link.accessVersion;
    const session = await activity.resume(link, token);
    if (session) sessionLinks.set(tokenHash, session);
    return session !== undefined;
  }

  /** 410 with the link's own page when it no longer opens for this viewer (the owner's preview always does). */
  async function refuseClosed(c: LinkContent, hash: string, viewer: Viewer, code = limits.closed(c.v.link)) {
    if (code && viewer.userId !== c.ownerId) throw linkClosed(code, await senderOf(hash));
  }

  async function opened(
    c: LinkContent,
    viewer: Viewer,
    identity: SessionIdentity,
    accepted?: () => Promise<void>,
  ) {
    if (!(await limits.claim(c.v.link, c.ownerId, viewer, identity)))
      await refuseClosed(c, c.v.link.hash, viewer, limits.closed(c.v.link) ?? 'link_exhausted');
    await accepted?.();
    const token = await openSession(c.v.link, c.ownerId, viewer, identity);
    // A link with limits shows its content to the views it counts only: a crawler gets its gate page.
    if (token === null && viewer.userId !== c.ownerId && hasLinkLimits(c.v.link)) return c.uncounted;
    if (viewer.userId !== null && viewer.userId !== c.ownerId)
      await repo.markReceiptRead(c.v.presentation.id, viewer.userId);
    if (token)
      sessionLinks.set(sha256(token), { shareLinkId: c.v.link.id, accessVersion: c.v.link.accessVersion });
    return c.answer(token);
  }

  return {
    /**
     * The link's gate page, or the content when it has no gate, the viewer owns it, or the tab sends
     * back a live view token of this link (a reload: no new session). The answer as JSON text.
     */
    async open(
      hash: string,
      viewer: Viewer,
      viewToken: string | undefined,
      remembered: string | null = null,
    ) {
      const c = await find(hash).catch(async () => {
        throw linkGone(await senderOf(hash));
      });
      // An expired link stops every view; one that used its views lets the views it counted go on.
      if (limits.closed(c.v.link) === 'link_expired') await refuseClosed(c, hash, viewer);
      if (await resumes(c, viewToken)) return c.answer(viewToken!);
      await refuseClosed(c, hash, viewer, limits.refusedAtOpen(c.v.link));
      if (c.gated === null || viewer.userId === c.ownerId) return opened(c, viewer, {});
      const proven =
        remembered && c.gate?.verify_email ? await verification.recall(c.v.link, remembered) : null;
      if (!proven) return c.gated;
      // The browser proved its address before: in at once, unless another gate still asks for something.
      if (!c.gate?.require_phone_number && !c.gate?.password && !c.gate?.agreement)
        return opened(c, viewer, { email: proven, verified: true });
      return withVerifiedEmail(c.gated, proven);
    },

    /** Sends the verified e-mail gate's code to the address typed (lists first: a refused one gets none). */
    async requestCode(hash: string, viewer: Pick<Viewer, 'ip'>, email: string | undefined) {
      const c = await find(hash);
      if (!requiresVerification(c.v.link)) throw linkNotFound();
      const address = gateEmail(email, GATE_TEXTS.emailRequired, GATE_TEXTS.emailInvalid);
      await verification.admit(c.v.link, address);
      await verification.send(c.v, address, viewer.ip);
      return address;
    },

    /**
     * Passes the gates: the verified e-mail (its lists, then its code or the browser's mark), the identity
     * they ask for (400), then the password (403). The answer as JSON text, and the address proven now.
     */
    async unlock(hash: string, viewer: Viewer, input: Unlock, remembered: string | null = null) {
      const c = await find(hash);
      if (limits.closed(c.v.link) === 'link_expired') await refuseClosed(c, hash, viewer);
      const { link } = c.v;
      const proof = requiresVerification(link) ? await verification.pass(link, input, remembered) : null;
      const errors: Record<string, string[]> = agreements.errors(c.v.agreement, input);
      if (link.requireEmail && !proof) {
        if (!input.email) errors.email = [GATE_TEXTS.emailRequired];
        else if (!isEmail(input.email)) errors.email = [GATE_TEXTS.emailInvalid];
      }
      if (link.requirePhoneNumber && !input.phone) errors.phone = [GATE_TEXTS.phoneRequired];
      if (Object.keys(errors).length > 0) throw gateErrors(errors);
      if (link.passwordHash && !(await verifyPassword(link.passwordHash, input.password ?? '')))
        throw passwordIncorrect();
      if (proof?.codeId !== undefined) await verification.use(proof.codeId);
      const typed = input.email && isEmail(input.email) ? input.email.trim().toLowerCase() : undefined;
      const identity: SessionIdentity = {
        email: proof?.email ?? typed,
        phone: input.phone,
        name: input.name,
        verified: proof !== null,
      };
      const agreement = c.v.agreement;
      const accepted = agreement ? () => agreements.accept(agreement, viewer, input) : undefined;
      return { answer: await opened(c, viewer, identity, accepted), verified: proof?.email ?? null };
    },

    /**
     * The stored file a recipient's file URL names, as the link is now: null once the link is disabled or
     * deleted, the asset hidden or gone, or (originals) prevent_download turned on, except for a video,
     * which then only plays; 403 when the URL was issued before a gate was turned on or tightened. Behind
     * a gate, only URLs bound to a view session name the content. On a watermarked link the content's
     * images are drawn for that session (`{ image }`).
     */
    async file(token: string, width: number | undefined) {
      const capability = await files.verify(token);
      const c = capability && (await links.get(capability.hash));
      if (!capability || !c) return null;
      const { ref, viewTokenHash } = capability;
      const { presentation: p, owner, link } = c.v;
      if (limits.closed(link) === 'link_expired') return null;
      // Issued before a gate was turned on or tightened: the viewer passes the gates as they are now first.
      // Who sent the link stays shown (old e-mails, the gate page).
      if (capability.accessVersion !== link.accessVersion && !isBranding(ref)) throw accessChanged();
      if ((c.gate !== null || hasLinkLimits(link)) && viewTokenHash === null && !isBranding(ref)) return null;
      const row = 'assetId' in ref ? c.rows.find((r) => r.id === ref.assetId) : undefined;
      const preventDownload = link.preventDownload;
      const found = (key: string | null | undefined, inline = false) =>
        key ? { key, preventDownload, inline } : null;
      if (width !== undefined && ref.kind !== 'page') return null;
      if (link.watermark) {
        const marked = await watermarkedFile(watermarks, c.v, row, ref, viewTokenHash, width);
        if (marked !== 'as_usual') return marked;
      }
      switch (ref.kind) {
        case 'picture':
          return found(owner.pictureKey);
        case 'brand_logo':
          return found(c.brand.logoKey);
        case 'author':
          return found(await repo.pictureOf(ref.userId));
        case 'logo':
          return found(p.logoKey);
        case 'background':
          return found(p.backgroundCroppedKey ?? p.backgroundKey);
        case 'background_video':
          return c.brand.premium ? found(p.backgroundVideoKey, true) : null;
        case 'background_video_poster':
          return c.brand.premium ? found(p.backgroundVideoPosterKey) : null;
        case 'cover_picture':
          return found(p.pictureKey);
        case 'background_thumbnail':
          return found(p.backgroundThumbnailKey);
        case 'cover':
          return found(row?.thumbnail && storedKeyOf(row.thumbnail));
        case 'page':
          return found(row?.convertedFiles[ref.page]);
        case 'thumbnail':
          return found(row?.pageThumbnails[ref.page]);
        case 'original':
          if (preventDownload && row?.type !== 'video') return null;
          return found(row?.fileKey, preventDownload);
      }
    },
  };
}

export type ViewerService = ReturnType<typeof createViewerService>;
