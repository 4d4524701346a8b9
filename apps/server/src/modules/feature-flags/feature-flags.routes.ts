import { type FeatureFlags, featureFlagsSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { enabledProviders } from '../social-sign-in/social-sign-in.register.ts';

/** The flags as configured; a social sign-in button shows only when its provider is configured too. */
export function effectiveFlags(config: Config): FeatureFlags {
  const providers = enabledProviders(config);
  return {
    ...config.flags,
    facebook_login: providers.facebook !== null,
    google_login: providers.google !== null,
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
