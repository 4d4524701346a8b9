import {
  clientPresentationResponseSchema,
  PAGE_URL_TTL_SECONDS,
  type Unlock,
  unlockSchema,
  VIDEO_URL_TTL_SECONDS,
  VIEW_TOKEN_HEADER,
  VIEWER_TEXTS,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { sendStored } from '../../platform/storage/byte-ranges.ts';
import { contentTypeOf } from '../../platform/storage/content-types.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { REPEAT_VIEW_MINUTES } from '../activity/activity.opening.ts';
import type { Viewer } from '../activity/activity.service.ts';
import type { ViewerService } from './viewer.service.ts';

type Deps = { viewer: ViewerService; store: BlobStore; unlockRateLimit: number };

const hashParams = z.object({ hash: z.string().max(64) });
const ANSWER =
  'Answers `{ gate, presentation, view_token }`. While a gate is pending: `gate` lists what it asks for ' +
  '(`require_email`, `require_phone_number` with their messages, `password`) and `presentation` holds only ' +
  'the title, type, is_indexable and the sender’s branding — no assets, page URLs or messages — and ' +
  '`view_token` is null. Once passed: `gate: null`, the whole presentation (visible assets with their pages; ' +
  'on prevent_download links no `file` and page images only as signed `/api/client/pages/{token}` URLs ' +
  `valid ${PAGE_URL_TTL_SECONDS / 60} minutes) and \`view_token\`, the 256-bit token of the new view session ` +
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
export async function viewerRoutes(base: FastifyInstance, { viewer, store, unlockRateLimit }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['viewer'];

  // Typed without the Zod provider: the handlers send the answer's JSON text, which the provider's
  // reply type would not accept; params and body are still validated by the schemas.
  base.get<{ Params: { hash: string } }>(
    '/api/client/presentations/:hash',
    {
      schema: {
        tags,
        description:
          `Opens a share link (individual or public) by its hash. ${ANSWER} A reload of the same tab sends its ` +
          `token back as \`X-View-Token\`: while live for this link the content is answered again with the same ` +
          'token and no new session. Repeated opens count as one view: an open from the same client (IP address ' +
          'and User-Agent) as the same person (signed-in user, and what was given at the gates) within ' +
          `${REPEAT_VIEW_MINUTES} minutes of that view's last activity (its opening or its latest beacon) joins ` +
          'it — a new `view_token` of the same session, not counted again in the views, the access count, the ' +
          'insights or the owner’s notifications. The owner (signed in) skips the gates.',
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
    '/api/client/pages/:token',
    {
      schema: {
        tags,
        description:
          'A page image of a prevent_download link through its signed URL; 404 once expired or when altered.',
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const key = await viewer.pageKey(request.params.token);
      const file = key ? await store.get(key) : null;
      if (!key || !file) throw notFound();
      return reply
        .header('Content-Type', contentTypeOf(key))
        .header('Content-Length', file.size)
        .header('Content-Disposition', 'inline')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/api/client/videos/:token',
    {
      schema: {
        tags,
        description:
          'The video of a prevent_download link through its signed URL, shown inline and never as a download, ' +
          `with byte ranges (206) so the player can seek; valid ${VIDEO_URL_TTL_SECONDS / 60} minutes, 404 once ` +
          'expired or when altered, 416 for a range outside the file.',
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const key = await viewer.videoKey(request.params.token);
      if (!key) throw notFound();
      return sendStored(reply, {
        store,
        key,
        range: request.headers.range,
        headers: {
          'Content-Type': contentTypeOf(key),
          'Content-Disposition': 'inline',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );
}
