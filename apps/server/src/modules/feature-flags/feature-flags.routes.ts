import { type FeatureFlags, featureFlagsSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** The flags as configured, with the social buttons off while their provider is not set up. */
export function effectiveFlags(config: Config): FeatureFlags {
  return {
    ...config.flags,
    facebook_login: config.flags.facebook_login && Boolean(config.social.facebookAppId),
    google_login: config.flags.google_login && Boolean(config.social.googleClientId),
  };
}

export async function featureFlagsRoutes(base: FastifyInstance, { config }: { config: Config }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const flags = effectiveFlags(config);
  app.get(
    '/api/feature-flags',
    {
      schema: { tags: ['feature-flags'], response: { 200: featureFlagsSchema } },
    },
    async () => flags,
  );
}
