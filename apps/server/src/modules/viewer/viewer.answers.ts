import { clientPresentationResponseSchema, type ViewerGate } from '@folio/shared';
import type { Clock } from '../../platform/clock.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import type { PageSigner } from './page-urls.ts';
import {
  gateOf,
  presentClientPresentation,
  presentGated,
  type ViewerContext,
  type ViewerUrls,
} from './viewer.presenter.ts';
import type { ViewerLink, ViewerRepository } from './viewer.repository.ts';

/** A link as its recipients are answered, made once per read of the link and kept a few seconds. */
export type LinkContent = {
  v: ViewerLink;
  ownerId: number;
  gate: ViewerGate | null;
  /** The whole answer of the gate page, or null when the link has no gate. */
  gated: string | null;
  /** The whole answer with the content and `"view_token":null` at its end (see withToken). */
  full: string;
};

const NO_TOKEN = '"view_token":null}';

/** The content's answer for a view session (or none: null), written as the response serializer would. */
export const withToken = (full: string, token: string | null) =>
  token === null ? full : `${full.slice(0, -NO_TOKEN.length)}"view_token":${JSON.stringify(token)}}`;

/** Exactly what the route's response schema would send: parsed (unknown keys dropped), then JSON. */
const serialize = (answer: unknown) => JSON.stringify(clientPresentationResponseSchema.parse(answer));

type Deps = {
  repo: ViewerRepository;
  clock: Clock;
  pages: PageSigner;
  fileUrl: (key: string) => string;
  publicUrl: string;
};

/**
 * Reads a link and writes its answers. Signed page and video URLs are made here: they stay valid for
 * minutes, far longer than the answers are kept.
 */
export function createLinkAnswers({ repo, clock, pages, fileUrl, publicUrl }: Deps) {
  async function urls(v: ViewerLink): Promise<ViewerUrls> {
    if (!v.link.preventDownload) return { file: fileUrl, page: fileUrl };
    const sign = await pages.signer();
    return {
      file: fileUrl,
      page: (_key, ref) => `${publicUrl}/api/client/pages/${sign(ref)}`,
      video: (assetId) => `${publicUrl}/api/client/videos/${sign({ assetId, page: 0, kind: 'video' })}`,
    };
  }

  return async (hash: string): Promise<LinkContent | undefined> => {
    const [v, rows] = await Promise.all([repo.findByHash(hash), repo.visibleAssetsOfLink(hash)]);
    if (!v) return undefined;
    const context: ViewerContext = {
      urls: await urls(v),
      whiteLabel: v.owner.showWhiteLabel && hasPremium(v.owner, clock.now()),
    };
    const gate = gateOf(v);
    return {
      v,
      ownerId: v.presentation.userId,
      gate,
      gated: gate && serialize({ gate, presentation: presentGated(v, context), view_token: null }),
      full: serialize({
        gate: null,
        presentation: presentClientPresentation(v, rows, context),
        view_token: null,
      }),
    };
  };
}
