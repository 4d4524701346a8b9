import {
  imageSearchPageSchema,
  imageSearchQuerySchema,
  PROVIDER_ERROR_RESPONSES,
  unsplashDownloadSchema,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import type { UnsplashService } from './unsplash.service.ts';

type Deps = { unsplash: UnsplashService };

const SEARCHES_PER_MINUTE = 30;
const DOWNLOADS_PER_MINUTE = 10;
const tags = ['image search'];

/**
 * A download stores a file, so a cookie-authenticated GET must come from the app (X-Requested-With): a
 * link on another site must not make a signed-in browser fetch photos.
 */
function requireAppRequest(request: FastifyRequest) {
  if (!request.headers.authorization && !request.headers['x-requested-with'])
    throw forbidden('This call must come from the app.');
}

/** The image library's calls, same origin and outside /api as the spec lists them (§7 "Image search"). */
export async function unsplashRoutes(base: FastifyInstance, { unsplash }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const search = {
    config: perUserRateLimit(SEARCHES_PER_MINUTE),
    schema: {
      tags,
      summary: 'Search Unsplash photos',
      description:
        'Searches Unsplash. `GET /unsplash/search/{text}` is page 1 of a search; `GET /unsplash/search?page=n` ' +
        "continues the user's last search on this server, and `&query=` names the search explicitly (what " +
        'the web app sends, so any instance can answer). 503 when no Unsplash key is configured.',
      querystring: imageSearchQuerySchema,
      response: { 200: imageSearchPageSchema, ...PROVIDER_ERROR_RESPONSES },
    },
  };
  app.get(
    '/unsplash/search',
    { ...search, schema: { ...search.schema, operationId: 'searchUnsplashPhotos' } },
    async (request) => unsplash.search(requireAuth(request).user, request.query.query, request.query.page),
  );
  app.get(
    '/unsplash/search/:text',
    {
      ...search,
      schema: {
        ...search.schema,
        operationId: 'searchUnsplashPhotosByPath',
        params: z.object({ text: z.string().trim().min(1).max(200) }),
      },
    },
    async (request) => unsplash.search(requireAuth(request).user, request.params.text, request.query.page),
  );

  app.get(
    '/unsplash/download/:photoId',
    {
      config: perUserRateLimit(DOWNLOADS_PER_MINUTE),
      schema: {
        tags,
        operationId: 'downloadUnsplashPhoto',
        summary: 'Pick an Unsplash photo',
        description:
          'Picks a photo: triggers its Unsplash download_location, stores the photo as an upload and ' +
          'answers its key with the author credit (unsplash_author, unsplash_author_link).',
        params: z.object({ photoId: z.string().regex(/^[\w-]{1,64}$/) }),
        response: { 200: unsplashDownloadSchema, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      requireAppRequest(request);
      return unsplash.download(user, request.params.photoId);
    },
  );
}
