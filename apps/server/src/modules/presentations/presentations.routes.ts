import {
  CLONE_TEXTS,
  cloneFromLinkSchema,
  MESSAGES,
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
import { IMAGE_UPLOAD_MAX_BYTES, storeImageUpload } from '../../platform/image-uploads.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { formValues, readMultipart } from '../../platform/uploads.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { presentAsset } from '../assets/assets.presenter.ts';
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
      schema: { tags, params: idParams, response: { 200: presentationDetailSchema } },
    },
    async (request) => detail(requireAuth(request).user, request.params.id),
  );

  const presentationJsonUpdate = nonEmptyUpdate(presentationUpdateSchema);
  app.patch(
    '/api/presentations/:id',
    {
      schema: {
        tags,
        description:
          'JSON, or multipart/form-data with files `logo` and/or `background` (jpg, png, bmp, webp; 10 MB). ' +
          '`archived: true` archives (the archived tab only), `archived: false` unarchives. `logo: null` / `background: null` remove.',
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
      const form = await readMultipart(request, {
        maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
        tooLarge: MESSAGES.imageTooLarge,
      });
      try {
        const fields = parseOrThrow(
          presentationUpdateSchema,
          formValues(form.fields, ['background_opacity']),
        );
        const prefix = `presentations/${id}`;
        const kinds = ['jpg', 'png', 'bmp', 'webp'] as const;
        const logoKeys = form.files.logo
          ? await storeImageUpload(store, { prefix, field: 'logo', file: form.files.logo, kinds: [...kinds] })
          : undefined;
        const backgroundKeys = form.files.background
          ? await storeImageUpload(store, {
              prefix,
              field: 'background',
              file: form.files.background,
              kinds: [...kinds],
              thumbSize: 480,
            })
          : undefined;
        await presentations.update(user, id, fields, { logoKey: logoKeys?.[0], backgroundKeys });
        // A logo keeps its full size only: the thumbnail made with it is not used.
        if (logoKeys) await store.delete(logoKeys[1]);
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
        description: 'Restore a deleted or archived presentation into the main list.',
        params: idParams,
        response: { 200: presentationSchema },
      },
    },
    async (request) => present(await presentations.restore(requireAuth(request).user, request.params.id)),
  );

  for (const [path, favorite] of [
    ['favorite', true],
    ['remove-favorite', false],
  ] as const)
    app.post(
      `/api/presentations/:id/${path}`,
      {
        schema: {
          tags,
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
