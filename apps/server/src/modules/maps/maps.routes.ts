import {
  geocodeQuerySchema,
  geocodeResultSchema,
  type MapSettings,
  mapSettingsSchema,
  PROVIDER_ERROR_RESPONSES,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import { createGeocoder } from './geocoder.ts';
import type { MapsSettings } from './maps.config.ts';
import { geocoderNotConfigured } from './maps.errors.ts';

const GEOCODES_PER_MINUTE = 20;
const tags = ['maps'];

type Deps = { settings: MapsSettings; allowLoopback?: boolean };

/** The map asset's server side: which map services are configured, and address search (issue 17 point 3). */
export async function mapsRoutes(base: FastifyInstance, { settings, allowLoopback }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const geocoder = settings.geocoder ? createGeocoder({ settings: settings.geocoder, allowLoopback }) : null;
  const answer: MapSettings = {
    geocoder: geocoder !== null,
    tiles: settings.tiles
      ? { url_template: settings.tiles.urlTemplate, attribution: settings.tiles.attribution }
      : null,
  };

  app.get(
    '/api/maps/settings',
    {
      schema: {
        tags,
        operationId: 'getMapSettings',
        summary: 'Read which map services this server has',
        description:
          '`geocoder`: whether address search is configured (else the editor asks for coordinates). `tiles`: ' +
          'the tile URL template ({z}/{x}/{y}, optional {s}) and the attribution to show, or null: maps are ' +
          'then shown as a card with the address and coordinates.',
        security: NO_CREDENTIALS,
        response: { 200: mapSettingsSchema },
      },
    },
    async () => answer,
  );

  app.get(
    '/api/maps/geocode',
    {
      config: perUserRateLimit(GEOCODES_PER_MINUTE),
      schema: {
        tags,
        operationId: 'geocodeAddress',
        summary: 'Find the coordinates of an address',
        description:
          'Up to 5 places for `q` from the configured Nominatim-compatible geocoder (called at most once a ' +
          'second by this server, answers cached). 503 when no geocoder is configured, 502 when it fails.',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResultSchema, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireAuth(request);
      if (!geocoder) throw geocoderNotConfigured();
      return geocoder.search(request.query.q);
    },
  );
}
