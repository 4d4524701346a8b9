import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { loadEncryptionKey } from '../../platform/secret-box.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import type { Billing } from '../billing/billing.module.ts';
import { createAccountDeletion } from './account-deletion.service.ts';
import { removeAccountFilesJob } from './account-files.ts';
import { buildDataExportJob, cleanupDataExportsJob } from './data-export.jobs.ts';
import { createDataExports } from './data-export.service.ts';
import { dataRightsRoutes } from './data-rights.routes.ts';
import { createDownloadSignature } from './download-signature.ts';

type Deps = {
  config: Config;
  db: Db;
  clock: Clock;
  store: BlobStore;
  events: Events;
  realtime: RealtimeHub;
  billing: Billing | null;
  /** Made after the jobs are defined: getters. */
  queue: () => Queue;
  outbox: () => Outbox;
};

/** Data rights (issue 19 point 6): the jobs to start with the queue, then the routes. */
export function prepareDataRights(deps: Deps) {
  const { config, db, store } = deps;
  const exports = createDataExports({
    ...deps,
    signature: createDownloadSignature(loadEncryptionKey(config.encryptionKey, config.dataDir)),
    publicUrl: config.publicUrl,
    workDir: path.join(config.dataDir, 'tmp'),
  });
  const buildJob = buildDataExportJob(() => exports);
  const filesJob = removeAccountFilesJob({ db, store });
  const deletion = createAccountDeletion({ ...deps, filesJob: () => filesJob });
  return {
    exports,
    deletion,
    jobs: [buildJob, cleanupDataExportsJob(deps), filesJob],
    register: (app: FastifyInstance) =>
      app.register(dataRightsRoutes, {
        exports,
        deletion,
        buildJob,
        store,
        cookie: { name: config.cookieName, domain: config.cookieDomain, secure: config.cookieSecure },
      }),
  };
}
