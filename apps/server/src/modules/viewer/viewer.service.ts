import {
  type ClientPresentationResponse,
  EMAIL_PATTERN,
  SHARE_LINK_HASH_PATTERN,
  type Unlock,
} from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { ActivityService, Identity, Viewer } from '../activity/activity.service.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import type { PageSigner } from './page-urls.ts';
import { GATE_TEXTS, gateErrors, linkNotFound, passwordIncorrect } from './viewer.errors.ts';
import {
  gateOf,
  presentClientPresentation,
  presentGated,
  type ViewerContext,
  type ViewerUrls,
} from './viewer.presenter.ts';
import { createViewerRepository, type ViewerLink } from './viewer.repository.ts';

type Deps = {
  db: Db;
  clock: Clock;
  activity: ActivityService;
  pages: PageSigner;
  fileUrl: (key: string) => string;
  publicUrl: string;
};

/** The recipient's side of a share link (spec §2): gates, then the content and a view session. */
export function createViewerService({ db, clock, activity, pages, fileUrl, publicUrl }: Deps) {
  const repo = createViewerRepository(db);

  async function find(hash: string) {
    const found = SHARE_LINK_HASH_PATTERN.test(hash) ? await repo.findByHash(hash) : undefined;
    if (!found) throw linkNotFound();
    return found;
  }

  async function urls(v: ViewerLink): Promise<ViewerUrls> {
    if (!v.link.preventDownload) return { file: fileUrl, page: fileUrl };
    const sign = await pages.signer();
    return {
      file: fileUrl,
      page: (_key, ref) => `${publicUrl}/api/client/pages/${sign(ref)}`,
      video: (assetId) => `${publicUrl}/api/client/videos/${sign({ assetId, page: 0, kind: 'video' })}`,
    };
  }

  const context = (v: ViewerLink, u: ViewerUrls): ViewerContext => ({
    urls: u,
    whiteLabel: v.owner.showWhiteLabel && hasPremium(v.owner, clock.now()),
  });

  async function full(v: ViewerLink, viewToken: string | null): Promise<ClientPresentationResponse> {
    const [rows, u] = await Promise.all([repo.visibleAssets(v.presentation.id), urls(v)]);
    return {
      gate: null,
      presentation: presentClientPresentation(v, rows, context(v, u)),
      view_token: viewToken,
    };
  }

  const isOwner = (v: ViewerLink, viewer: Viewer) => viewer.userId === v.presentation.userId;

  return {
    /**
     * The link's gate page, or the content when it has no gate, the viewer owns it, or the tab sends
     * back a live view token of this link (a reload: no new session).
     */
    async open(hash: string, viewer: Viewer, viewToken: string | undefined) {
      const v = await find(hash);
      const resumed = await activity.resume(v.link, viewToken);
      if (resumed) return full(v, viewToken!);
      const gate = gateOf(v);
      if (gate && !isOwner(v, viewer))
        return {
          gate,
          presentation: presentGated(v, context(v, { file: fileUrl, page: fileUrl })),
          view_token: null,
        };
      return full(v, await activity.open(v.link, v.presentation.userId, viewer, {}));
    },

    /** Passes the gates: the identity they ask for (400), then the password (403). */
    async unlock(hash: string, viewer: Viewer, input: Unlock) {
      const v = await find(hash);
      const { link } = v;
      const errors: Record<string, string[]> = {};
      if (link.requireEmail) {
        if (!input.email) errors.email = [GATE_TEXTS.emailRequired];
        else if (!EMAIL_PATTERN.test(input.email)) errors.email = [GATE_TEXTS.emailInvalid];
      }
      if (link.requirePhoneNumber && !input.phone) errors.phone = [GATE_TEXTS.phoneRequired];
      if (Object.keys(errors).length > 0) throw gateErrors(errors);
      if (link.passwordHash && !(await verifyPassword(link.passwordHash, input.password ?? '')))
        throw passwordIncorrect();
      const identity: Identity = {
        email: input.email && EMAIL_PATTERN.test(input.email) ? input.email.toLowerCase() : undefined,
        phone: input.phone,
        name: input.name,
      };
      return full(v, await activity.open(v.link, v.presentation.userId, viewer, identity));
    },

    /** The storage key of the page a signed URL names while it is valid, or null. */
    async pageKey(token: string) {
      const ref = await pages.verify(token);
      const asset = ref && ref.kind !== 'video' && (await repo.asset(ref.assetId));
      if (!ref || !asset) return null;
      return (ref.kind === 'page' ? asset.convertedFiles : asset.pageThumbnails)[ref.page] ?? null;
    },

    /** The storage key of the video a signed URL names while it is valid, or null. */
    async videoKey(token: string) {
      const ref = await pages.verify(token);
      const asset = ref?.kind === 'video' ? await repo.asset(ref.assetId) : undefined;
      return asset?.type === 'video' ? asset.fileKey : null;
    },
  };
}

export type ViewerService = ReturnType<typeof createViewerService>;
