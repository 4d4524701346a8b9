import { announcementSchema, pageOf, pageQuerySchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';

const PAGE_SIZE = 10;

export async function announcementsRoutes(base: FastifyInstance, { db }: { db: Db }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const repo = createAnnouncementsRepository(db);
  app.get(
    '/api/announcement/',
    {
      schema: {
        tags: ['announcements'],
        operationId: 'listAnnouncements',
        summary: 'List the active announcements',
        security: NO_CREDENTIALS,
        description: 'Active announcements, newest first (public: the login screen shows them).',
        querystring: pageQuerySchema,
        response: { 200: pageOf(announcementSchema) },
      },
    },
    async (request) => {
      const size = request.query.page_size ?? PAGE_SIZE;
      const { rows, count } = await repo.listActive((request.query.page - 1) * size, size);
      return {
        ...pageLinks(request, count, size),
        results: rows.map((a) => ({
          id: a.id,
          is_active: a.isActive,
          title: a.title,
          content: a.content,
          image: a.image,
          cta_url: a.ctaUrl,
        })),
      };
    },
  );
}
