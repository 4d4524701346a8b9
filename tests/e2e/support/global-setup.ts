import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_PORT } from '../../../playwright.config.ts';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { ALLOWED_EMBED_PORT, embedOrigin } from './embedding-site.ts';
import { folioEnv, startFolio } from './folio-server.ts';
import { MAILBOX_DIR } from './mailbox.ts';

/** Starts a real SMTP peer and Folio as a user would (`npm start`), on a fresh data folder. */
export default async function globalSetup() {
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  // Journeys that start a Folio of their own send its e-mails to the same peer (workers inherit the env).
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-data-'));
  // The journeys that start a Folio of their own copy a database migrated once here (migratedDataDir),
  // made by the operator's CLI while the shared Folio makes its own on its first start.
  buildIfStale(['web', 'server'], { quiet: true });
  const template = mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-template-'));
  process.env.E2E_TEMPLATE_DATA_DIR = template;
  const migrated = runNode(['apps/server/dist/admin.js', 'announcement:list'], {
    ...process.env,
    DATA_DIR: template,
    DATABASE_URL: '',
  });
  const server = await startFolio(
    folioEnv(E2E_PORT, dataDir, {
      SMTP_URL: process.env.E2E_SMTP_URL,
      // Every journey signs up and in from 127.0.0.1, two files at a time: the default 20 a minute per
      // address is a limit for one person (the API tests check it), not for a whole test run.
      AUTH_RATE_LIMIT: '1000',
      // The webhook journey's receiver listens on this machine.
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      // The embedding journey's partner site.
      EMBED_ORIGINS: embedOrigin(ALLOWED_EMBED_PORT),
    }),
  );
  await migrated;
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}

/** Runs node with these arguments; resolves when it exits 0. */
function runNode(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`)),
    );
  });
}
