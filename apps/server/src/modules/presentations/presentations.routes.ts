import {
  CLONE_TEXTS,
  cloneFromLinkSchema,
  nonEmptyUpdate,
  pageOf,
  presentationCreateSchema,
  presentationDetailSchema,
  presentationListQuerySchema,
  presentationSchema,
  presentationStatsRequestSchema,
  presentationStatsSchema,
  presentationUpdateSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { readMultipart } from '../../platform/uploads.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { presentAsset } from '../assets/assets.presenter.ts';
import { COVER_UPLOAD_LIMITS, coverFormValues, storeCoverFiles } from './cover-files.ts';
import { presentPresentation } from './presentations.presenter.ts';
import type { PresentationsService } from './presentations.service.ts';
import { teamTemplateRoutes } from './team-templates.routes.ts';

type Deps = {
  presentations: PresentationsService;
  store: BlobStore;
  fileUrl: (key: string) => string;
  publicUrl: string;
};

export async function presentationsRoutes(
  base: FastifyInstance,
  { presentations, store, fileUrl, publicUrl }: Deps,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['presentations'];
  const present = (row: Parameters<typeof presentPresentation>[0]) =>
    presentPresentation(row, fileUrl, publicUrl);
  const detail = async (userId: Parameters<PresentationsService['detail']>[0], id: number) => {
    const { row, assets } = await presentations.detail(userId, id);
    return { ...present(row), assets: assets.map((a) => presentAsset(a, fileUrl)) };
  };

  app.get(
    '/api/presentations',
    {
      schema: {
        tags,
        operationId: 'listPresentations',
        summary: 'List presentations, one tab a call',
        description:
          'One tab of /presentations, newest first: mine (not archived, not templates), favorites, received, ' +
          "templates (of the user's teams), folders (with `folder`: one folder), archived. Deleted ones are in none. " +
          'Received: presentations shared by e-mail with the user’s address, each with `read`, `shared_by` (the ' +
          'owner’s name) and `share_url`, the recipient address of the link it came by. A received presentation ' +
          'opens only there: its gates, hidden assets, prevent_download and view tracking are the link’s, and ' +
          'every /api/presentations/{id}… route but `read` and `clone` answers 404 to its recipient. An item ' +
          'says who sent what and nothing of the content: no pictures, messages, counts or folder of the ' +
          'owner’s; while its link is disabled `share_url` is null and the item opens nothing. Opening the link signed in marks the item read. Listing the tab clears the ' +
          'user’s `has_new_received_presentation`.',
        querystring: presentationListQuerySchema,
        response: { 200: pageOf(presentationSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await presentations.list(requireAuth(request).user, request.query);
      return { ...pageLinks(request, count, request.query.page_size), results: rows.map(present) };
    },
  );

  app.post(
    '/api/presentations',
    {
      schema: {
        tags,
        operationId: 'createPresentation',
        summary: 'Create a presentation or document',
        description:
          'A new presentation or document (201). With `template`: the user’s own copy of that team template ' +
          '(a free user spends one of their presentation insights). With `company` (one of the user’s teams, ' +
          'else 400 on `company`): the presentation is that team’s template — new, or a copy of `template` — ' +
          'shown to every member in the templates tab; `notify_team_member` (default true) gives the other ' +
          'members the ‘new template’ notification and the Templates dot; the maker gets ‘template added’.',
        body: presentationCreateSchema,
        response: { 201: presentationDetailSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { template, company, notify_team_member: notifyTeamMember, ...input } = request.body;
      const row = company
        ? await presentations.createTeamTemplate(user, { ...input, company, template, notifyTeamMember })
        : template
          ? await presentations.createFromTemplate(user, template)
          : await presentations.create(user, input);
      return reply.status(201).send(await detail(user, row.presentation.id));
    },
  );

  app.post(
    '/api/presentations/:id/read',
    {
      schema: {
        tags,
        operationId: 'markPresentationRead',
        summary: 'Mark a received presentation read',
        description:
          'Marks a received presentation read (204); the web calls it when the recipient opens it from the ' +
          'received tab. 404 for a presentation the user did not receive.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await presentations.markRead(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/stats',
    {
      schema: {
        tags,
        operationId: 'getPresentationStats',
        summary: 'Read the counters of several presentations',
        body: presentationStatsRequestSchema,
        response: { 200: z.object({ results: z.array(presentationStatsSchema) }) },
      },
    },
    async (request) => {
      const rows = await presentations.stats(requireAuth(request).user, request.body.ids);
      return {
        results: rows.map((s) => ({
          id: s.id,
          number_of_assets: s.numberOfAssets,
          number_of_access: s.numberOfAccess,
          number_of_invites: s.numberOfInvites,
          number_of_feedback: s.numberOfFeedback,
          last_access: s.lastAccess?.toISOString() ?? null,
          has_pending_assets: s.hasPendingAssets,
        })),
      };
    },
  );

  app.post(
    '/api/presentations/starter-templates',
    {
      schema: {
        tags,
        operationId: 'addStarterTemplates',
        summary: 'Add the starter templates',
        description:
          'Puts the starter templates (listing presentation, buyer consultation, market report) in an empty ' +
          'account: once per account, and only while it has no presentation or document at all, deleted ones ' +
          'included. `created` is 3 the first time, then 0. Each is a presentation with `starter_template` set ' +
          'and placeholder text in [brackets]; renaming it makes it an ordinary presentation.',
        response: { 200: z.object({ created: z.number().int() }) },
      },
    },
    async (request) => presentations.addStarterTemplates(requireAuth(request).user),
  );

  app.get(
    '/api/presentations/:id',
    {
      schema: {
        tags,
        operationId: 'getPresentation',
        summary: 'Read a presentation with its assets',
        params: idParams,
        response: { 200: presentationDetailSchema },
      },
    },
    async (request) => detail(requireAuth(request).user, request.params.id),
  );

  const presentationJsonUpdate = nonEmptyUpdate(presentationUpdateSchema);
  app.patch(
    '/api/presentations/:id',
    {
      schema: {
        tags,
        operationId: 'updatePresentation',
        summary: 'Update a presentation',
        description:
          'JSON, or multipart/form-data (spec §7: when a file comes) with the files `logo`, `background`, ' +
          "`background_cropped` (the picture editor's crop of the header image, shown instead of it), `picture` " +
          '(jpg, png, bmp, webp; 10 MB; a blank header image, crop or picture is refused: fewer than 5% of its ' +
          'sampled pixels neither white nor transparent), `background_video_url` as a file (MP4, WebM or MOV; ' +
          '100 MB) and `background_video_poster` (its poster frame); `background_meta` is then a JSON text. ' +
          "`background_video_url` as text is another site's video (https). A header video is premium (403 " +
          '`premium_required`); once the owner is no longer premium, recipients see the header image instead. ' +
          '`archived: true` archives (the archived tab only), `archived: false` unarchives. `null` on `logo`, ' +
          '`background`, `background_cropped`, `picture` or `background_video_url` removes it.',
        params: idParams,
        jsonBody: presentationJsonUpdate,
        response: { 200: presentationDetailSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const id = request.params.id;
      if (!request.isMultipart()) {
        await presentations.update(user, id, parseOrThrow(presentationJsonUpdate, request.body));
        return detail(user, id);
      }
      await presentations.owned(user, id);
      const form = await readMultipart(request, COVER_UPLOAD_LIMITS);
      try {
        const fields = parseOrThrow(presentationUpdateSchema, coverFormValues(form.fields));
        const files = await storeCoverFiles(store, id, form.files);
        try {
          await presentations.update(user, id, fields, files);
        } catch (error) {
          // Refused (a premium gate): nothing of this request stays stored.
          const stored = Object.values(files).flat();
          await Promise.all(stored.map((key) => key && store.delete(key)));
          throw error;
        }
        return detail(user, id);
      } finally {
        await form.cleanup();
      }
    },
  );

  app.delete(
    '/api/presentations/:id',
    {
      schema: {
        tags,
        operationId: 'deletePresentation',
        summary: 'Move a presentation to Deleted',
        description:
          'Delete: the presentation leaves every tab; POST …/restore brings it back to the main list within 30 days, after which it is removed for good.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await presentations.delete(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/presentations/:id/delete',
    {
      schema: {
        tags,
        operationId: 'deletePresentationPermanently',
        summary: 'Delete a presentation permanently',
        description: 'Delete permanently: the presentation, its assets and cover images are gone for good.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await presentations.purge(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/:id/restore',
    {
      schema: {
        tags,
        operationId: 'restorePresentation',
        summary: 'Restore a deleted or archived presentation',
        description: 'Restore a deleted or archived presentation into the main list.',
        params: idParams,
        response: { 200: presentationSchema },
      },
    },
    async (request) => present(await presentations.restore(requireAuth(request).user, request.params.id)),
  );

  for (const [path, favorite, operationId, summary] of [
    ['favorite', true, 'favoritePresentation', 'Add a presentation to favorites'],
    ['remove-favorite', false, 'unfavoritePresentation', 'Remove a presentation from favorites'],
  ] as const)
    app.post(
      `/api/presentations/:id/${path}`,
      {
        schema: {
          tags,
          operationId,
          summary,
          description: 'Premium (or trial): free users get 403.',
          params: idParams,
          response: { 200: presentationSchema },
        },
      },
      async (request) =>
        present(await presentations.setFavorite(requireAuth(request).user, request.params.id, favorite)),
    );

  app.post(
    '/api/presentations/:id/clone',
    {
      schema: {
        tags,
        operationId: 'clonePresentation',
        summary: 'Copy a presentation',
        description:
          'A copy owned by the user (201). Without a body: the user’s own presentation or a team template ' +
          '(files shared within the account), or a received one through the link it came by. With `{ hash }`: ' +
          'anyone’s presentation through an enabled share link of it (the route /clone/presentations/{hash}/{id}). ' +
          'Through a link the copy holds what the link shows — visible assets only — with its own copy of every ' +
          'file, so nothing the original’s owner later deletes reaches it. A hash of another presentation, unknown ' +
          'or disabled is 404. A link with a gate (password, e-mail, phone) or downloads prevented is 403 ' +
          `'${CLONE_TEXTS.protectedLink}': a copy would outlive the gate and hand over the files.`,
        params: idParams,
        body: cloneFromLinkSchema.nullish(),
        response: { 201: presentationSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { id } = request.params;
      const hash = request.body?.hash;
      const created = hash
        ? await presentations.cloneFromLink(user, id, hash)
        : await presentations.clone(user, id);
      return reply.status(201).send(present(created));
    },
  );

  await teamTemplateRoutes(base, { presentations, present, detail });
}
