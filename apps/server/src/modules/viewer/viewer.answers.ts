import { clientPresentationResponseSchema, hasLinkLimits, type ViewerGate } from '@folio/shared';
import type { Clock } from '../../platform/clock.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { type Brand, brandOf } from '../teams/team-brand.ts';
import type { FileCapabilities } from './file-capabilities.ts';
import { gateOf, presentClientPresentation, presentGated } from './viewer.presenter.ts';
import type { ViewerLink, ViewerRepository } from './viewer.repository.ts';

/** A link as its recipients are answered, made once per read of the link and kept a few seconds. */
export type LinkContent = {
  v: ViewerLink;
  /** Its visible assets, in order. */
  rows: AssetRow[];
  ownerId: number;
  /** The brand it carries: its logo is what the link's brand_logo file URL serves. */
  brand: Brand;
  gate: ViewerGate | null;
  /** The whole answer of the gate page, or null when the link has no gate. */
  gated: string | null;
  /** The gate page (an empty gate when it has none): what a view the link does not count gets. */
  uncounted: string;
  /** The whole answer with the content, for this view session (null: none, as for the owner's preview). */
  answer(viewToken: string | null): Promise<string>;
};

const NO_TOKEN = '"view_token":null}';

/** A gate that asks for nothing: the page of a limited link for a view it does not count (a crawler). */
const NO_GATE: ViewerGate = {
  require_email: false,
  require_email_message: '',
  require_phone_number: false,
  require_phone_number_message: '',
  password: false,
  verify_email: false,
  verified_email: null,
  agreement: null,
};

/** The content's answer for a view session (or none: null), written as the response serializer would. */
const withToken = (full: string, token: string | null) =>
  token === null ? full : `${full.slice(0, -NO_TOKEN.length)}"view_token":${JSON.stringify(token)}}`;

/** Exactly what the route's response schema would send: parsed (unknown keys dropped), then JSON. */
const serialize = (answer: unknown) => JSON.stringify(clientPresentationResponseSchema.parse(answer));

type Deps = { repo: ViewerRepository; clock: Clock; files: FileCapabilities };

/**
 * Reads a link and writes its answers. File URLs are signed here for the link: they stay valid far
 * longer than the answers are kept. Without a gate the content's answer is written once for every
 * recipient; behind a gate its URLs are bound to the view session, so it is written per session.
 */
export function createLinkAnswers({ repo, clock, files }: Deps) {
  return async (hash: string): Promise<LinkContent | undefined> => {
    const [v, rows] = await Promise.all([repo.findByHash(hash), repo.visibleAssetsOfLink(hash)]);
    if (!v) return undefined;
    const brand = brandOf(v.owner, v.brandTeam, clock.now());
    const gate = gateOf(v);
    const ownerId = v.presentation.userId;
    const content = (sign: Awaited<ReturnType<FileCapabilities['signer']>>) =>
      serialize({
        gate: null,
        presentation: presentClientPresentation(v, rows, { sign, brand }),
        view_token: null,
      });
    // Signed under the link's access version: a gate turned on or tightened stops them (file-capabilities).
    const accessVersion = v.link.accessVersion;
    const open = await files.signer(hash, { accessVersion });
    const gatePage = serialize({
      gate: gate ?? NO_GATE,
      presentation: presentGated(v, { sign: open, brand }),
      view_token: null,
    });
    // A link with limits binds its URLs to the view sessions it counted, as a gate does; so does a
    // watermarked link, whose pages are drawn for each viewer.
    if (gate === null && !hasLinkLimits(v.link) && !v.link.watermark) {
      const full = content(open);
      return {
        v,
        rows,
        ownerId,
        brand,
        gate,
        gated: null,
        uncounted: gatePage,
        answer: async (token) => withToken(full, token),
      };
    }
    return {
      v,
      rows,
      ownerId,
      brand,
      gate,
      gated: gate === null ? null : gatePage,
      uncounted: gatePage,
      // The owner's preview has no view session: its URLs are bound to the owner instead.
      answer: async (token) =>
        withToken(
          content(await files.signer(hash, { viewToken: token ?? `preview:${ownerId}`, accessVersion })),
          token,
        ),
    };
  };
}
