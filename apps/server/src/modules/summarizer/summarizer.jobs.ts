import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../jobs/queue.ts';

const payload = z.object({ assetId: z.number().int().positive(), run: z.string().uuid() });
export type SummarizePayload = z.infer<typeof payload>;

/**
 * Summarizes one converted asset for one run (the run on the asset when it was asked): a crash retries it,
 * a rerun picks up where the asset's recorded step is, a replaced or ignored run does nothing.
 */
export const summarizeAssetJob = (handler: JobDefinition<typeof payload>['handler']) =>
  defineJob({
    name: 'assets.summarize',
    schema: payload,
    retryLimit: 3,
    expireInSeconds: 10 * 60,
    handler,
  });
