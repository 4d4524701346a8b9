import { type FeatureFlags, featureFlagsSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** The flags as configured; the social sign-in buttons stay hidden until a provider can be configured. */
export function effectiveFlags(config: Config): FeatureFlags {
  return { ...config.flags, facebook_login: false, google_login: false };
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
