import { type FeatureFlags, featureFlagsSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { enabledProviders } from '../social-sign-in/social-sign-in.register.ts';

/**
 * The flags as configured; a social sign-in button shows only when its provider is configured too, and so
 * does the image picker's Facebook button (it signs in with the same Facebook app); the AI button and
 * enhance only with an AI provider (the summarizer works offline without one).
 */
export function effectiveFlags(config: Config): FeatureFlags {
  const providers = enabledProviders(config);
  const ai = config.ai !== null;
  return {
    ...config.flags,
    facebook_login: providers.facebook !== null,
    google_login: providers.google !== null,
    ai_button: config.flags.ai_button && ai,
    enhance: config.flags.enhance && ai,
    facebook_button: config.flags.facebook_button && providers.facebook !== null,
  };
}

export async function featureFlagsRoutes(base: FastifyInstance, { config }: { config: Config }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const flags = effectiveFlags(config);
  app.get(
    '/api/feature-flags',
    {
      schema: {
        tags: ['feature-flags'],
        operationId: 'getFeatureFlags',
        summary: 'Read the feature flags',
        security: NO_CREDENTIALS,
        response: { 200: featureFlagsSchema },
      },
    },
    async () => flags,
  );
}
