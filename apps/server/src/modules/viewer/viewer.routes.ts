import {
  CLIENT_FILES_RATE_LIMIT_PER_ADDRESS,
  clientPresentationResponseSchema,
  FILE_URL_TTL_SECONDS,
  isPageImageKey,
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
import type { ViewerService } from './viewer.service.ts';

type Deps = { viewer: ViewerService; store: BlobStore; renditions: Renditions; unlockRateLimit: number };

const hashParams = z.object({ hash: z.string().max(64) });
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
  'and link unfurlers, which are never counted). An unknown or unpublished hash is 404.';

/** The answers are JSON text already written from the response schema (viewer.answers.ts). */
const JSON_TEXT = 'application/json; charset=utf-8';

const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth?.user.id ?? null,
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** The recipient API: works without a session; a signed-in viewer is only recognised. */
export async function viewerRoutes(
  base: FastifyInstance,
  { viewer, store, renditions, unlockRateLimit }: Deps,
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
        description:
          `Opens a share link (individual or public) by its hash. ${ANSWER} A reload of the same tab sends its ` +
          `token back as \`X-View-Token\`: while live for this link the content is answered again with the same ` +
          'token and no new session. Repeated opens count as one view: an open from the same client (IP address ' +
          'and User-Agent) as the same person (signed-in user, and what was given at the gates) within ' +
          `${REPEAT_VIEW_MINUTES} minutes of that view's last activity (its opening or its latest beacon) joins ` +
          'it — a new `view_token` of the same session, not counted again in the views, the access count, the ' +
          'insights or the owner’s notifications. The owner (signed in) skips the gates. A limit of its own, ' +
          `not the API's: ${OPEN_RATE_LIMIT_PER_ADDRESS} opens a minute per address (500 viewers behind one ` +
          'office or carrier address); beyond it 429.',
        params: hashParams,
        response: { 200: clientPresentationResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.headers[VIEW_TOKEN_HEADER];
      const answer = await viewer.open(
        request.params.hash,
        viewerOf(request),
        typeof token === 'string' ? token : undefined,
      );
      return reply.header('Cache-Control', 'private, no-store').type(JSON_TEXT).send(answer);
    },
  );

  base.post<{ Params: { hash: string }; Body: Unlock }>(
    '/api/client/presentations/:hash/unlock',
    {
      config: {
        rateLimit: {
          max: unlockRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}:${(request.params as { hash?: string }).hash}`,
        },
      },
      schema: {
        tags,
        description:
          'Passes the link’s gates with `{ email?, phone?, name?, password? }` and opens a view session. ' +
          `A required e-mail that is empty or not an e-mail is 400 on \`email\` ('${VIEWER_TEXTS.invalidEmail}'), ` +
          'a required phone that is empty 400 on `phone`, a wrong or missing password 403 ' +
          `\`{ detail: '${VIEWER_TEXTS.passwordIncorrect}' }\`. At most ${unlockRateLimit} tries a minute per ` +
          `address and link (429). ${ANSWER}`,
        params: hashParams,
        body: unlockSchema,
        response: { 200: clientPresentationResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await viewer.unlock(request.params.hash, viewerOf(request), request.body);
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
        description:
          'A file of a share link through the URL its answer gave (`/api/client/files/{token}`: the link, the ' +
          'file, an expiry and an HMAC; behind a gate also the view session). Checked on every request ' +
          'against the link as it is now: 404 once the link is disabled or deleted, the asset hidden, an ' +
          'original asked for while prevent_download is on (a video then plays inline only), the URL expired ' +
          `(${FILE_URL_TTL_SECONDS / 60} to ${(2 * FILE_URL_TTL_SECONDS) / 60} minutes after it was issued) ` +
          'or altered. Byte ranges (206) let a video seek. `w=800` answers a page image 800 px wide. On ' +
          `the S3 engine the answer is a redirect to a presigned GET valid ${STORED_FILE_REDIRECT_SECONDS} s. ` +
          `At most ${CLIENT_FILES_RATE_LIMIT_PER_ADDRESS} requests a minute per address (429), not the API's limit.`,
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ w: z.coerce.number().int().optional() }),
      },
    },
    async (request, reply) => {
      const { w } = request.query;
      if (w !== undefined && !PAGE_RENDITION_WIDTHS.some((width) => width === w)) throw notFound();
      const file = await viewer.file(request.params.token, w);
      if (!file) throw notFound();
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
