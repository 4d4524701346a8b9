import {
  LINK_EXPIRY_DAYS_MAX,
  LINK_LIMITS_TEXTS,
  LINK_MAX_VIEWS,
  nonEmptyUpdate,
  pageOf,
  SHARE_LINK_TEXTS,
  shareLinkBulkDeleteSchema,
  shareLinkCreateSchema,
  shareLinkListQuerySchema,
  shareLinkRestoreSchema,
  shareLinkSchema,
  shareLinkUpdateSchema,
  WATERMARK_OPACITY_DEFAULT,
  WATERMARK_OPACITY_MAX,
  WATERMARK_OPACITY_MIN,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import { qrCodeRoutes } from '../qr-codes/qr-codes.routes.ts';
import { presentShareLink } from './share-links.presenter.ts';
import type { ShareLinkResult, ShareLinksService } from './share-links.service.ts';

type Deps = { shareLinks: ShareLinksService; publicUrl: string; fileUrl: (key: string) => string };

const linkParams = idParams.extend({ linkId: idParams.shape.id });
const hashParams = idParams.extend({ hash: z.string().max(64) });

const OWNER =
  'Signed-in owner only: another user’s presentation or link id answers 404 `{ detail: "Not found." }`.';
const SETTINGS =
  `Settings rules: \`name\` is trimmed, 1 to 256 characters ('${SHARE_LINK_TEXTS.nameRequired}'). ` +
  '`password_protect` is the password to set (argon2id; never returned, the link shows `password_protect: true`); ' +
  `'' or null removes it; a password of only spaces is 400 '${SHARE_LINK_TEXTS.passwordRequired}'. ` +
  'Premium-only (free users without an active trial get 403 ' +
  `\`{ detail: '${SHARE_LINK_TEXTS.premiumSetting}', code: 'premium_required' }\` and nothing is saved) when set ` +
  'to true or a non-empty password: `prevent_download`, `require_email`, `require_phone_number`, `password_protect`, ' +
  '`prevent_printing`, `watermark` (burned-in watermark: every page, thumbnail and cover is drawn per viewer with ' +
  'their e-mail, name or number, the day and the link’s name, at `watermark_opacity` percent, ' +
  `${WATERMARK_OPACITY_MIN} to ${WATERMARK_OPACITY_MAX}, default ${WATERMARK_OPACITY_DEFAULT}; originals are never ` +
  'served, as with prevent_download). `prevent_feedback` and `activity_email_updates` are open to all; turning any setting off is ' +
  'always allowed. `prevent_printing: true` needs the `print` feature flag (else 400 on the field); ' +
  '`prevent_feedback: true` is refused for documents (400 on the field); `forward_tracking: true` is refused for ' +
  'the public link (400 on the field). Expiry and limits (premium, 403 ' +
  `'${LINK_LIMITS_TEXTS.premium}'; null removes one): \`expires_at\` (ISO 8601 with offset, stored in UTC; in the ` +
  `past is 400 '${LINK_LIMITS_TEXTS.expiryInPast}'), \`expires_days_after_first_view\` (1 to ${LINK_EXPIRY_DAYS_MAX}), ` +
  `\`max_views\` and \`max_viewers\` (1 to ${LINK_MAX_VIEWS}); a link answers \`views_used\`, \`viewers_used\` and ` +
  '`first_viewed_at` with them.';

export async function shareLinksRoutes(base: FastifyInstance, { shareLinks, publicUrl, fileUrl }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['share-links'];
  const present = ({ link, presentation, author }: ShareLinkResult) =>
    presentShareLink(link, presentation, author, { publicUrl, fileUrl });
  await qrCodeRoutes(base, { shareLinks, publicUrl });

  app.post(
    '/api/presentations/:id/share-link',
    {
      schema: {
        tags,
        operationId: 'createShareLink',
        summary: 'Publish a share link',
        description:
          'Publishes a share link (201). An individual link (`is_public` false or absent) needs `name`, and is not ' +
          'indexable unless `is_indexable` says so; its URL is `{PUBLIC_URL}/c/p/{hash}/{clean_title}` ' +
          '(`/c/d/…` for documents). With `is_public: true` it is THE public link, `{PUBLIC_URL}/presentations/{hash}`: ' +
          "name defaults to 'Public Link', `is_indexable` and `submitted_to_gallery` default to true, forward " +
          'tracking stays off; while an enabled public link exists it is answered (200) instead of a second one, and ' +
          'creating it marks the presentation as a webpage (`is_webpage`). The first link sets the presentation’s ' +
          `\`share_date\`. The hash is 40 lowercase hex characters (160 random bits). ${SETTINGS} ${OWNER}`,
        params: idParams,
        body: shareLinkCreateSchema,
        response: { 200: shareLinkSchema, 201: shareLinkSchema },
      },
    },
    async (request, reply) => {
      const result = await shareLinks.create(requireAuth(request).user, request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(present(result));
    },
  );

  app.get(
    '/api/presentations/:id/share-links',
    {
      schema: {
        tags,
        operationId: 'listShareLinks',
        summary: 'List the share links of a presentation',
        description:
          'Every link of the presentation, enabled and disabled, newest first, 20 a page. Archived links leave ' +
          `this list; \`archived=true\` lists them instead. ${OWNER}`,
        params: idParams,
        querystring: shareLinkListQuerySchema,
        response: { 200: pageOf(shareLinkSchema) },
      },
    },
    async (request) => {
      const { page, page_size: size, archived } = request.query;
      const result = await shareLinks.list(requireAuth(request).user, request.params.id, {
        archived: archived === 'true',
        page,
        size,
      });
      return {
        ...pageLinks(request, result.count, size),
        results: result.rows.map(({ link, author }) =>
          present({ link, presentation: result.presentation, author }),
        ),
      };
    },
  );

  app.get(
    '/api/presentations/:id/share-links/by-hash/:hash',
    {
      schema: {
        tags,
        operationId: 'getShareLinkByHash',
        summary: 'Read a share link by its hash',
        description: `The link of this presentation with this hash, in any state. ${OWNER}`,
        params: hashParams,
        response: { 200: shareLinkSchema },
      },
    },
    async (request) =>
      present(await shareLinks.byHash(requireAuth(request).user, request.params.id, request.params.hash)),
  );

  app.patch(
    '/api/presentations/:id/share-links/:linkId',
    {
      schema: {
        tags,
        operationId: 'updateShareLink',
        summary: "Change a share link's settings",
        description:
          'Changes settings of a link (any subset). `is_public` cannot change (400 when it differs). ' +
          `${SETTINGS} ${OWNER}`,
        params: linkParams,
        body: nonEmptyUpdate(shareLinkUpdateSchema),
        response: { 200: shareLinkSchema },
      },
    },
    async (request) =>
      present(
        await shareLinks.update(
          requireAuth(request).user,
          request.params.id,
          request.params.linkId,
          request.body,
        ),
      ),
  );

  app.delete(
    '/api/presentations/:id/share-links/:linkId',
    {
      schema: {
        tags,
        operationId: 'deleteShareLink',
        summary: 'Unpublish a share link',
        description:
          'Unpublishes the link (204): it is disabled, kept and restorable with POST …/restore. Disabling the ' +
          `public link unmarks the presentation as a webpage. ${OWNER}`,
        params: linkParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await shareLinks.disable(requireAuth(request).user, request.params.id, [request.params.linkId]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/:id/share-links/bulk-delete',
    {
      schema: {
        tags,
        operationId: 'bulkDeleteShareLinks',
        summary: 'Unpublish several share links',
        description:
          '`share_links`: 1 to 100 link ids, each disabled as DELETE does (204). All must be links of this ' +
          `presentation, else 404 and none changes. ${OWNER}`,
        params: idParams,
        body: shareLinkBulkDeleteSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await shareLinks.disable(requireAuth(request).user, request.params.id, request.body.share_links);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/:id/share-links/:linkId/restore',
    {
      schema: {
        tags,
        operationId: 'restoreShareLink',
        summary: 'Publish a disabled share link again',
        description:
          'Enables a disabled link again; `is_indexable`, when given, is the current setting of the dialog. ' +
          'Restoring the public link marks the presentation as a webpage again; while another public link is ' +
          `enabled it is 400 \`{ non_field_errors: ['${SHARE_LINK_TEXTS.publicLinkExists}'] }\`. ${OWNER}`,
        params: linkParams,
        body: shareLinkRestoreSchema,
        response: { 200: shareLinkSchema },
      },
    },
    async (request) =>
      present(
        await shareLinks.restore(
          requireAuth(request).user,
          request.params.id,
          request.params.linkId,
          request.body ?? {},
        ),
      ),
  );

  for (const [action, archived, operationId, summary] of [
    ['archive', true, 'archiveShareLink', 'Archive a share link'],
    ['unarchive', false, 'unarchiveShareLink', 'Bring an archived share link back'],
  ] as const)
    app.post(
      `/api/presentations/:id/share-links/:linkId/${action}`,
      {
        schema: {
          tags,
          operationId,
          summary,
          description: archived
            ? `Archives the link: it leaves the default list and shows with \`archived=true\`. ${OWNER}`
            : `Brings an archived link back to the default list. ${OWNER}`,
          params: linkParams,
          response: { 200: shareLinkSchema },
        },
      },
      async (request) =>
        present(
          await shareLinks.setArchived(
            requireAuth(request).user,
            request.params.id,
            request.params.linkId,
            archived,
          ),
        ),
    );
}
