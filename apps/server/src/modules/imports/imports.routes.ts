import {
  dropboxImportSchema,
  googleDriveImportSchema,
  importedFileSchema,
  importProvidersSchema,
  PROVIDER_ERROR_RESPONSES,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import type { ImportsService } from './imports.service.ts';

type Deps = { imports: ImportsService; unsplashConfigured: boolean };

/**
 * A per-user limit for calls that fetch from outside services. It counts these routes even where the
 * app-wide limit does not (the image search lives outside /api).
 */
export const perUserRateLimit = (max: number, timeWindow = '1 minute') => ({
  rateLimit: {
    max,
    timeWindow,
    allowList: () => false,
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
  },
});

const IMPORTS_PER_MINUTE = 20;
const created = { 201: importedFileSchema, ...PROVIDER_ERROR_RESPONSES };

export async function importsRoutes(base: FastifyInstance, { imports, unsplashConfigured }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = perUserRateLimit(IMPORTS_PER_MINUTE);

  app.get(
    '/api/imports/providers',
    {
      schema: {
        tags: ['imports'],
        operationId: 'listImportProviders',
        summary: 'List the configured file pickers',
        description:
          'Which file pickers are configured, with the public keys the browser needs to open them.',
        response: { 200: importProvidersSchema },
      },
    },
    async (request) => {
      requireAuth(request);
      return imports.providers(unsplashConfigured);
    },
  );

  app.post(
    '/api/imports/dropbox',
    {
      config,
      schema: {
        tags: ['imports'],
        operationId: 'importFromDropbox',
        summary: 'Import a file from Dropbox',
        description:
          'Fetches a Dropbox Chooser direct link (https://dl.dropboxusercontent.com/…) and stores it as an ' +
          'upload; create the asset with `upload_key: key`. The extension is checked before fetching.',
        body: dropboxImportSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await imports.dropbox(requireAuth(request).user, request.body)),
  );

  app.post(
    '/api/imports/google-drive',
    {
      config,
      schema: {
        tags: ['imports'],
        operationId: 'importFromGoogleDrive',
        summary: 'Import a file from Google Drive',
        description:
          "Downloads a Google Drive file with the user's Google token and stores it as an upload. Google Docs, " +
          'Slides and Sheets are exported to docx, pptx and xlsx; a media download that Drive refuses as not ' +
          'binary is retried as an export. A failed download answers its JSON error as { detail }.',
        body: googleDriveImportSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await imports.googleDrive(requireAuth(request).user, request.body)),
  );
}
