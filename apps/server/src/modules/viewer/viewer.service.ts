import { isEmail, SHARE_LINK_HASH_PATTERN, type Unlock } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { storedKeyOf } from '../../platform/storage/storage.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { SessionOpening } from '../activity/activity.opening.ts';
import type { ActivityService, Identity, Viewer } from '../activity/activity.service.ts';
import type { ContentChanges } from './content-changes.ts';
import { type FileCapabilities, isBranding } from './file-capabilities.ts';
import { createContentCache, createSessionLinks } from './recipient-content.ts';
import { createLinkAnswers, type LinkContent } from './viewer.answers.ts';
import { GATE_TEXTS, gateErrors, linkNotFound, passwordIncorrect } from './viewer.errors.ts';
import { createViewerRepository } from './viewer.repository.ts';

type Deps = {
  db: Db;
  clock: Clock;
  activity: ActivityService;
  openSession: SessionOpening;
  files: FileCapabilities;
  changes: ContentChanges;
};

/**
 * The recipient's side of a share link (spec §2): gates, then the content and a view session. Answers
 * are JSON text, written once per link for a few seconds (recipient-content.ts) and forgotten as soon as
 * the owner changes anything.
 */
export function createViewerService(deps: Deps) {
  const { db, clock, activity, openSession, files, changes } = deps;
  const repo = createViewerRepository(db);
  const links = createContentCache(clock, createLinkAnswers({ repo, clock, files }));
  changes.onChange((ownerId) => links.forgetOwner(ownerId));
  const sessionLinks = createSessionLinks();

  async function find(hash: string) {
    const found = SHARE_LINK_HASH_PATTERN.test(hash) ? await links.get(hash) : undefined;
    if (!found) throw linkNotFound();
    return found;
  }

  /** Whether the token names a session of this link (a session never moves to another link). */
  async function resumes(c: LinkContent, token: string | undefined) {
    if (!token) return false;
    const tokenHash = sha256(token);
    const known = sessionLinks.get(tokenHash);
    if (known !== undefined) return known === c.v.link.id;
    const session = await activity.resume(c.v.link, token);
    if (session) sessionLinks.set(tokenHash, session.shareLinkId);
    return session !== undefined;
  }

  async function opened(c: LinkContent, viewer: Viewer, identity: Identity) {
    const token = await openSession(c.v.link, c.ownerId, viewer, identity);
    if (viewer.userId !== null && viewer.userId !== c.ownerId)
      await repo.markReceiptRead(c.v.presentation.id, viewer.userId);
    if (token) sessionLinks.set(sha256(token), c.v.link.id);
    return c.answer(token);
  }

  return {
    /**
     * The link's gate page, or the content when it has no gate, the viewer owns it, or the tab sends
     * back a live view token of this link (a reload: no new session). The answer as JSON text.
     */
    async open(hash: string, viewer: Viewer, viewToken: string | undefined) {
      const c = await find(hash);
      if (await resumes(c, viewToken)) return c.answer(viewToken!);
      if (c.gated !== null && viewer.userId !== c.ownerId) return c.gated;
      return opened(c, viewer, {});
    },

    /** Passes the gates: the identity they ask for (400), then the password (403). JSON text. */
    async unlock(hash: string, viewer: Viewer, input: Unlock) {
      const c = await find(hash);
      const { link } = c.v;
      const errors: Record<string, string[]> = {};
      if (link.requireEmail) {
        if (!input.email) errors.email = [GATE_TEXTS.emailRequired];
        else if (!isEmail(input.email)) errors.email = [GATE_TEXTS.emailInvalid];
      }
      if (link.requirePhoneNumber && !input.phone) errors.phone = [GATE_TEXTS.phoneRequired];
      if (Object.keys(errors).length > 0) throw gateErrors(errors);
      if (link.passwordHash && !(await verifyPassword(link.passwordHash, input.password ?? '')))
        throw passwordIncorrect();
      const identity: Identity = {
        email: input.email && isEmail(input.email) ? input.email.trim().toLowerCase() : undefined,
        phone: input.phone,
        name: input.name,
      };
      return opened(c, viewer, identity);
    },

    /**
     * The stored file a recipient's file URL names, as the link is now: null once the link is disabled or
     * deleted, the asset hidden or gone, or (originals) prevent_download turned on, except for a video,
     * which then only plays. Behind a gate, only URLs bound to a view session name the content.
     */
    async file(token: string, width: number | undefined) {
      const capability = await files.verify(token);
      const c = capability && (await links.get(capability.hash));
      if (!capability || !c) return null;
      const { ref, viewTokenHash } = capability;
      if (c.gate !== null && viewTokenHash === null && !isBranding(ref)) return null;
      const { presentation: p, owner, link } = c.v;
      const row = 'assetId' in ref ? c.rows.find((r) => r.id === ref.assetId) : undefined;
      const preventDownload = link.preventDownload;
      const found = (key: string | null | undefined, inline = false) =>
        key ? { key, preventDownload, inline } : null;
      if (width !== undefined && ref.kind !== 'page') return null;
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
          return found(p.backgroundKey);
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
