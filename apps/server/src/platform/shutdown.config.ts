import { z } from 'zod';

/** The environment variable of the graceful shutdown (spread into config.ts's envSchema). */
export const shutdownEnv = {
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600)
    .default(25)
    .describe(
      'on SIGTERM, how long requests and running jobs may take to finish before they are cut (jobs return to the queue)',
    ),
};

type ShutdownEnv = z.infer<z.ZodObject<typeof shutdownEnv>>;

export const shutdownSettings = (e: ShutdownEnv) => ({ graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 });
