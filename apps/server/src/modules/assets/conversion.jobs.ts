import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import type { Conversion } from './conversion.ts';

/** Converts one uploaded asset into page images; retried, and resumed from the last stored page. */
export const convertAssetJob = (conversion: Conversion) =>
  defineJob({
    name: 'assets.convert',
    schema: z.object({ assetId: z.number().int().positive() }),
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    handler: ({ assetId }, run) => conversion.convert(assetId, run),
  });
