import {
  type FacebookImport,
  facebookImportSchema,
  importedFileSchema,
  PROVIDER_ERROR_RESPONSES,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { safeFetch } from '../../platform/safe-fetch.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { FileImporter } from './file-importer.ts';
import { downloadFailed, importNotConfigured, providerFailure } from './imports.errors.ts';
import { perUserRateLimit } from './imports.routes.ts';
import { parseJson } from './remote-file.ts';

type Image = { width?: number; height?: number; source?: string };
type Deps = { graphUrl: string | null; importer: FileImporter; allowLoopback: boolean };

/**
 * The image picker's Facebook source: Graph gives the photo's sizes for the user's token (used for this
 * one call, never stored), and the largest is downloaded through the SSRF-safe fetcher.
 */
export function createFacebookImports({ graphUrl, importer, allowLoopback }: Deps) {
  return async (user: UserRow, input: FacebookImport) => {
    if (!graphUrl) throw importNotConfigured('Facebook');
    const query = new URLSearchParams({ fields: 'images', access_token: input.access_token });
    const url = `${graphUrl}/${input.photo_id}?${query}`;
    const response = await safeFetch(url, {
      allowLoopback,
      trustedOrigin: new URL(graphUrl).origin,
      timeoutMs: 15_000,
    }).catch(() => {
      throw downloadFailed();
    });
    const json = parseJson(response.body.toString('utf8')) as { images?: Image[] } | null;
    if (response.status !== 200) throw providerFailure(response.status, '', json);
    const largest = (json?.images ?? [])
      .filter((i) => typeof i.source === 'string')
      .sort((a, b) => (b.width ?? 0) * (b.height ?? 0) - (a.width ?? 0) * (a.height ?? 0))[0];
    if (!largest?.source) throw downloadFailed();
    const ext =
      /\.(png|gif|webp|jpe?g)$/i.exec(new URL(largest.source).pathname)?.[1]?.toLowerCase() ?? 'jpg';
    return importer.importUrl(user, largest.source, `facebook-${input.photo_id}.${ext}`);
  };
}

export async function facebookImportsRoutes(
  base: FastifyInstance,
  { importFacebook }: { importFacebook: ReturnType<typeof createFacebookImports> },
) {
  base.withTypeProvider<ZodTypeProvider>().post(
    '/api/imports/facebook',
    {
      config: perUserRateLimit(20),
      schema: {
        tags: ['imports'],
        operationId: 'importFromFacebook',
        summary: 'Import a Facebook photo',
        description:
          "Imports one of the user's Facebook photos: Graph (GET /{photo_id}?fields=images with the given token, " +
          'used once and not stored) gives its sizes and the largest is stored as an upload.',
        body: facebookImportSchema,
        response: { 201: importedFileSchema, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await importFacebook(requireAuth(request).user, request.body)),
  );
}
