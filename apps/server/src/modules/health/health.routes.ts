import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(base: FastifyInstance, { database }: { database: Database }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await database.executeSql('select 1', []);
      return { status: 'ok' as const, database: database.kind };
    },
  );
}
