import {
  AGREEMENT_TEXTS,
  CLIENT_FILES_RATE_LIMIT_PER_ADDRESS,
  clientLinkClosedSchema,
  clientNotFoundSchema,
  clientPresentationResponseSchema,
  FILE_URL_TTL_SECONDS,
  isPageImageKey,
  LINK_SOURCE_PARAM,
  LINK_VERIFICATION_TEXTS,
  linkSourceSchema,
  OPEN_RATE_LIMIT_PER_ADDRESS,
  PAGE_RENDITION_WIDTHS,
  type Unlock,
  unlockSchema,
  VIEW_TOKEN_HEADER,
  VIEWER_TEXTS,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { NO_CREDENTIALS, OPTIONAL_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import {
  STORED_FILE_REDIRECT_SECONDS,
  STORED_FILE_ROUTE,
  sendFile,
} from '../../platform/storage/byte-ranges.ts';
import { contentTypeOf, isShownInline } from '../../platform/storage/content-types.ts';
import type { Renditions } from '../../platform/storage/renditions.routes.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { REPEAT_VIEW_MINUTES } from '../activity/activity.opening.ts';
import type { Viewer } from '../activity/activity.service.ts';
import type { VerifiedCookies } from '../link-verification/verified-cookie.ts';
import { sendWatermarked } from '../watermarks/watermark-reply.ts';
import type { ViewerService } from './viewer.service.ts';

type Deps = {
  viewer: ViewerService;
  store: BlobStore;
  renditions: Renditions;
  unlockRateLimit: number;
  verifiedCookies: VerifiedCookies;
};

const hashParams = z.object({ hash: z.string().max(64) });
const LIMITS =
  'A link with an expiry or view limits counts each new view in one statement (a repeat within ' +
  `${REPEAT_VIEW_MINUTES} minutes is not a new view; a viewer — the e-mail given, else the account, else the ` +
  'client — counted before is not a new viewer) and answers 410 `{ detail, code, sender }` once it expired ' +
  '(`link_expired`: every file URL it issued stops) or has no views or viewers left (`link_exhausted`: the ' +
  'views it counted go on). Its file URLs are bound to the view session; a view it does not count (a crawler) ' +
  'gets its gate page only. ';
const AGREEMENT =
  'With an agreement, `gate.agreement` is `{ id, text }`: unlock with `name`, `email`, `agreement_id` (the id ' +
  `shown) and \`accept_agreement: true\`, else 400 on the field ('${AGREEMENT_TEXTS.mustAccept}'; a changed ` +
  `text: '${AGREEMENT_TEXTS.changed}' on agreement_id). The acceptance is stored with the time, address and version.`;

const ANSWER =
  'Answers `{ gate, presentation, view_token }`. While a gate is pending: `gate` lists what it asks for ' +
  '(`require_email`, `require_phone_number` with their messages, `password`) and `presentation` holds only ' +
  'the title, type, is_indexable and the sender’s branding — no assets, page URLs or messages — and ' +
  '`view_token` is null. Once passed: `gate: null`, the whole presentation (visible assets with their pages; ' +
  'every file URL is a `/api/client/files/{token}` URL bound to the link — and behind a gate to the view ' +
  'session — which dies with the link; on prevent_download links no `file` but a video’s; `agent`, the ' +
  'owner’s public profile for the card at the end — name, picture, company (their team), phone and e-mail, ' +
  'null where not filled, nothing else of the account; `recipient`, the name and e-mail the link was ' +
  'e-mailed to, which the feedback form starts with, null otherwise) and `view_token`, ' +
  'the 256-bit token of the new view session ' +
  'for `POST /api/client/activity` and `POST /api/feedback` (null for the owner’s own preview and for crawlers ' +
  'and link unfurlers, which are never counted). An unknown or unpublished hash is 404. ' +
  LIMITS +
  AGREEMENT;

/** The answers are JSON text already written from the response schema (viewer.answers.ts). */
const JSON_TEXT = 'application/json; charset=utf-8';

/** `?src=qr`: the link was opened from its QR code; another or no source is none. */
const sourceQuery = z.object({ [LINK_SOURCE_PARAM]: z.string().max(64).optional() });

const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth?.user.id ?? null,
  userAgent: request.headers['user-agent'],
  ip: request.ip,
  source:
    linkSourceSchema.safeParse((request.query as Record<string, unknown> | undefined)?.[LINK_SOURCE_PARAM])
      .data ?? null,
});

/** The recipient API: works without a session; a signed-in viewer is only recognised. */
export async function viewerRoutes(
  base: FastifyInstance,
  { viewer, store, renditions, unlockRateLimit, verifiedCookies }: Deps,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['viewer'];

  // Typed without the Zod provider: the handlers send the answer's JSON text, which the provider's
  // reply type would not accept; params and body are still validated by the schemas.
  base.get<{ Params: { hash: string } }>(
    '/api/client/presentations/:hash',
    {
      config: { rateLimit: { max: OPEN_RATE_LIMIT_PER_ADDRESS, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'openSharedPresentation',
        summary: 'Open a share link',
        security: OPTIONAL_CREDENTIALS,
        description:
          `Opens a share link (individual or public) by its hash. ${ANSWER} A reload of the same tab sends its ` +
          `token back as \`X-View-Token\`: while live for this link, and opened since its gates were last turned ` +
          'on or tightened, the content is answered again with the same token and no new session (else the gate ' +
          'page). Repeated opens count as one view: an open from the same client (IP address ' +
          'and User-Agent) as the same person (signed-in user, and what was given at the gates) within ' +
          `${REPEAT_VIEW_MINUTES} minutes of that view's last activity (its opening or its latest beacon) joins ` +
          'it — a new `view_token` of the same session, not counted again in the views, the access count, the ' +
          'insights or the owner’s notifications. The owner (signed in) skips the gates. A limit of its own, ' +
          `not the API's: ${OPEN_RATE_LIMIT_PER_ADDRESS} opens a minute per address (500 viewers behind one ` +
          'office or carrier address); beyond it 429. For a link that once existed (disabled, its presentation ' +
          'deleted) the 404 names its `sender` with their brand, for the recipient’s not-found page. `?src=qr` (the ' +
          'URL of the link’s QR code, here and on unlock) is recorded as the new session’s source; another is ignored.',
        params: hashParams,
        response: {
          200: clientPresentationResponseSchema,
          404: clientNotFoundSchema,
          410: clientLinkClosedSchema,
        },
        querystring: sourceQuery,
      },
    },
    async (request, reply) => {
      const token = request.headers[VIEW_TOKEN_HEADER];
      const { hash } = request.params;
      const answer = await viewer.open(
        hash,
        viewerOf(request),
        typeof token === 'string' ? token : undefined,
        await verifiedCookies.read(request, hash),
      );
      return reply.header('Cache-Control', 'private, no-store').type(JSON_TEXT).send(answer);
    },
  );

  base.post<{ Params: { hash: string }; Body: Unlock }>(
    '/api/client/presentations/:hash/unlock',
    {
      config: guardsSecret({
        rateLimit: {
          max: unlockRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}:${(request.params as { hash?: string }).hash}`,
        },
      }),
      schema: {
        tags,
        operationId: 'unlockSharedPresentation',
        summary: "Pass a share link's gates",
        security: OPTIONAL_CREDENTIALS,
        description:
          'Passes the link’s gates with `{ email?, phone?, name?, password?, code? }` and opens a view session. ' +
          `A required e-mail that is empty or not an e-mail is 400 on \`email\` ('${VIEWER_TEXTS.invalidEmail}'), ` +
          'a required phone that is empty 400 on `phone`, a wrong or missing password 403 ' +
          `\`{ detail: '${VIEWER_TEXTS.passwordIncorrect}' }\`. With \`verify_email\` (a verified e-mail gate, ` +
          'implied by an allow or block list) the address comes first: one the lists refuse is 403 ' +
          `\`{ detail: '${LINK_VERIFICATION_TEXTS.refused}' }\` (the owner sees the attempt), ` +
          'then `code`, the 6-digit code e-mailed to it, 400 on `code` when ' +
          'missing, wrong, expired, used, or out of tries — unless this browser proved that address for the ' +
          'link within 30 days (an httpOnly cookie bound to the link, set by a successful unlock); ' +
          `the other gates are checked after. At most ${unlockRateLimit} tries a minute per ` +
          `address and link (429). ${ANSWER}`,
        params: hashParams,
        querystring: sourceQuery,
        body: unlockSchema,
        response: { 200: clientPresentationResponseSchema, 410: clientLinkClosedSchema },
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const remembered = await verifiedCookies.read(request, hash);
      const { answer, verified } = await viewer.unlock(hash, viewerOf(request), request.body, remembered);
      if (verified && verified !== remembered) await verifiedCookies.write(reply, hash, verified);
      return reply.header('Cache-Control', 'private, no-store').type(JSON_TEXT).send(answer);
    },
  );

  app.get(
    '/api/client/files/:token',
    {
      ...STORED_FILE_ROUTE,
      config: { rateLimit: { max: CLIENT_FILES_RATE_LIMIT_PER_ADDRESS, timeWindow: '1 minute' } },
      schema: {
        tags,
        operationId: 'getSharedFile',
        summary: 'Read a file of a share link',
        security: NO_CREDENTIALS,
        description:
          'A file of a share link through the URL its answer gave (`/api/client/files/{token}`: the link, the ' +
          'file, an expiry and an HMAC; behind a gate also the view session). Checked on every request ' +
          'against the link as it is now: 404 once the link is disabled or deleted, the asset hidden, an ' +
          'original asked for while prevent_download is on (a video then plays inline only), the URL expired ' +
          `(${FILE_URL_TTL_SECONDS / 60} to ${(2 * FILE_URL_TTL_SECONDS) / 60} minutes after it was issued) ` +
          "or altered; 403 `{ detail, code: 'access_changed' }` once a gate of the link was turned on or " +
          'tightened after the URL was issued (an e-mail, phone, verified e-mail or password asked for, an allow ' +
          'list made or narrowed, a block list grown, an agreement set or changed): the page opens the link ' +
          'again and passes its gates as they are now; the sender’s picture and logo go on. Byte ranges (206) ' +
          'let a video seek. `w=800` answers a page image 800 px wide. On a ' +
          'watermarked link the pages, their thumbnails and the covers are JPEGs drawn for the view session ' +
          'the URL is bound to (its e-mail, name or number, the day and the link’s name), never the clean ' +
          'image: a URL bound to no session of the link is 404, and so is every original but a video. On ' +
          `the S3 engine the answer is a redirect to a presigned GET valid ${STORED_FILE_REDIRECT_SECONDS} s. ` +
          `At most ${CLIENT_FILES_RATE_LIMIT_PER_ADDRESS} requests a minute per address (429), not the API's limit.`,
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ w: z.coerce.number().int().optional() }),
        response: {
          200: z.string().describe('The file.'),
          206: z.string().describe('The byte range asked for (Range header).'),
          302: z.null().describe('On the S3 engine: redirect (Location header) to a presigned GET.'),
        },
      },
    },
    async (request, reply) => {
      const { w } = request.query;
      if (w !== undefined && !PAGE_RENDITION_WIDTHS.some((width) => width === w)) throw notFound();
      const file = await viewer.file(request.params.token, w);
      if (!file) throw notFound();
      if ('image' in file) return sendWatermarked(reply, file.image);
      if (w !== undefined && !isPageImageKey(file.key)) throw notFound();
      const key = w === undefined ? file.key : await renditions.ensure(file.key, w);
      const type = contentTypeOf(key);
      return sendFile(reply, {
        store,
        key,
        range: request.headers.range,
        type,
        inline: file.inline || isShownInline(type),
        // Pages of a link that keeps its files from being saved are not kept by the browser either.
        cache: file.preventDownload ? 'private, no-store' : `private, max-age=${FILE_URL_TTL_SECONDS}`,
      });
    },
  );
}
