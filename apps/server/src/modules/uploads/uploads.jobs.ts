import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import type { UploadsService } from './uploads.service.ts';

export const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Hourly: files uploaded but never used by an asset within 24 h are removed. */
export const sweepUploadsJob = (uploads: UploadsService) =>
  defineJob({
    name: 'uploads.sweep',
    schema: z.object({}),
    cron: '17 * * * *',
    handler: async () => {
      await uploads.sweep(UNUSED_UPLOAD_MS);
    },
  });
