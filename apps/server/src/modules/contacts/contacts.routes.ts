import {
  type Contact,
  contactSchema,
  contactWriteSchema,
  nonEmptyUpdate,
  pageOf,
  searchPageQuerySchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import type { ContactsService } from './contacts.service.ts';
import type { contacts as contactsTable } from './contacts.table.ts';

const PAGE_SIZE = 20;
const present = (row: typeof contactsTable.$inferSelect): Contact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

export async function contactsRoutes(base: FastifyInstance, { contacts }: { contacts: ContactsService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const description = 'Premium (or trial): free users get 403 with code premium_required.';

  app.get(
    '/api/contacts',
    {
      schema: {
        tags,
        operationId: 'listContacts',
        summary: 'List contacts',
        description,
        querystring: searchPageQuerySchema,
        response: { 200: pageOf(contactSchema) },
      },
    },
    async (request) => {
      const size = request.query.page_size ?? PAGE_SIZE;
      const { rows, count } = await contacts.list(
        requireAuth(request).user,
        request.query.search,
        request.query.page,
        size,
      );
      return { ...pageLinks(request, count, size), results: rows.map(present) };
    },
  );

  app.post(
    '/api/contacts',
    {
      schema: {
        tags,
        operationId: 'createContact',
        summary: 'Create a contact',
        description,
        body: contactWriteSchema,
        response: { 201: contactSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(present(await contacts.create(requireAuth(request).user, request.body))),
  );

  app.patch(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        operationId: 'updateContact',
        summary: 'Update a contact',
        description,
        params: idParams,
        body: nonEmptyUpdate(contactWriteSchema.partial()),
        response: { 200: contactSchema },
      },
    },
    async (request) =>
      present(await contacts.update(requireAuth(request).user, request.params.id, request.body)),
  );

  app.delete(
    '/api/contacts/:id',
    {
      schema: {
        tags,
        operationId: 'deleteContact',
        summary: 'Delete a contact',
        description,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await contacts.delete(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
