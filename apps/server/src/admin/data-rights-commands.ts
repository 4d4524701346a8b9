import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { startQueue } from '../jobs/queue.ts';
import { createBilling } from '../modules/billing/billing.module.ts';
import { createAccountDeletion } from '../modules/data-rights/account-deletion.service.ts';
import { removeAccountFiles, removeAccountFilesJob } from '../modules/data-rights/account-files.ts';
import { writeDataExport } from '../modules/data-rights/data-export.zip.ts';
import { systemClock } from '../platform/clock.ts';
import { AppError } from '../platform/errors.ts';
import { createEvents } from '../platform/events.ts';
import { createLocalStore } from '../platform/storage/local-store.ts';
import { createS3Store } from '../platform/storage/s3-store.ts';
import { AdminError, type Command, type Context } from './command.ts';
import { normalizedEmail } from './companies.ts';

/** The store the server writes files to: the S3_* bucket, else DATA_DIR/files. */
const storeOf = async ({ config }: Context) =>
  config.s3 ? createS3Store(config.s3) : createLocalStore(path.join(config.dataDir, 'files'));

async function userByEmail({ database }: Context, raw: string | undefined) {
  const email = normalizedEmail(raw);
  const [user] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!user) throw new AdminError(`No user with the e-mail ${email}.`);
  return user;
}

/** What the account holds, in one line for the operator. */
async function summary({ database }: Context, userId: number) {
  const { rows } = (await database.db.execute(sql`select
      (select count(*) from presentations where user_id = ${userId})::int as presentations,
      (select count(*) from assets where presentation_id in
        (select id from presentations where user_id = ${userId}))::int as assets,
      (select count(*) from contacts where user_id = ${userId})::int as contacts`)) as unknown as {
    rows: { presentations: number; assets: number; contacts: number }[];
  };
  const { presentations, assets, contacts } = rows[0]!;
  return `${presentations} presentation(s) and document(s), ${assets} asset(s), ${contacts} contact(s)`;
}

export const dataRightsCommands: Record<string, Command> = {
  'export-user': {
    usage: 'export-user EMAIL FILE.zip',
    summary: "writes a zip of the user's data (as Settings → Your data makes it) to FILE.zip",
    positionals: 2,
    async run(context, { positionals: [email, file] }) {
      const user = await userByEmail(context, email);
      const target = path.resolve(file!);
      const partial = `${target}.part`;
      try {
        await writeDataExport(
          { db: context.database.db, store: await storeOf(context), now: systemClock.now() },
          user.id,
          createWriteStream(partial, { flags: 'wx' }),
        );
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const { size } = await stat(target);
      context.io.out(
        `Wrote ${target} (${size} bytes) for ${user.email}: ${await summary(context, user.id)}.`,
      );
    },
  },

  'delete-user': {
    usage: 'delete-user EMAIL --yes',
    summary:
      "deletes the user's account and everything in it (refused while a team depends on them); cancels a paid subscription",
    positionals: 1,
    flags: ['yes'],
    async run(context, { positionals: [email], options }) {
      const user = await userByEmail(context, email);
      const holds = await summary(context, user.id);
      if (options.yes !== 'true')
        throw new AdminError(
          `${user.email} has ${holds}. Nothing deleted: run again with --yes to delete it.`,
        );
      const { database, config, io } = context;
      const store = await storeOf(context);
      const filesJob = removeAccountFilesJob({ db: database.db, store });
      // Only to queue the files' removal with the deletion: the server's workers run it if this stops.
      const queue = await startQueue(database, [filesJob], {
        work: false,
        onError: (error) => io.err(`Job queue: ${error.message}`),
      });
      try {
        const billing = createBilling({
          settings: config.stripe,
          db: database.db,
          clock: systemClock,
          events: createEvents(() => {}),
          queue: () => queue,
          publicUrl: config.publicUrl,
        });
        const deletion = createAccountDeletion({
          db: database.db,
          billing,
          queue: () => queue,
          filesJob: () => filesJob,
        });
        const files = await deletion.delete(user).catch((error: unknown) => {
          throw error instanceof AppError
            ? new AdminError(String(error.body.detail ?? error.message))
            : error;
        });
        if (files) await removeAccountFiles(database.db, store, files);
      } finally {
        await queue.stop();
      }
      io.out(`Deleted ${user.email} with ${holds}; their files are removed and their sessions ended.`);
    },
  },
};
