import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { NotificationPage } from '@folio/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/factories.ts';
import { freePort, killHard, migratedDataDir, startServerProcess } from '../../test/server-process.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp.ts';

// The real server process, killed with SIGKILL right after 30 views and started again: the outbox
// must deliver every view's notification and owner e-mail, once.

const VIEWS = 30;
const browser = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Tab${n}`;

let dataDir = '';
let child: ChildProcess | null = null;
let smtp: SmtpPeer | null = null;
afterAll(async () => {
  child?.kill('SIGKILL');
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(port: number, smtpUrl: string) {
  child = await startServerProcess({
    port,
    dataDir,
    env: { SMTP_URL: smtpUrl, MAIL_FROM: 'Folio <hello@folio.test>' },
  });
}

// The spawned server always uses PGlite in its data dir, so the PostgreSQL run skips this.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'views survive a killed server (PGlite run only)',
  () => {
    it('delivers all 30 notifications and owner e-mails, each once, after SIGKILL right after the views', async () => {
      dataDir = await migratedDataDir('folio-outbox-crash-');
      smtp = await startSmtpPeer();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}/api`;
      await start(port, smtp.url);
      const json = { 'content-type': 'application/json' };
      const owner = 'owner@example.com';
      const registered = (await fetch(`${base}/register`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          email: owner,
          password1: PASSWORD,
          password2: PASSWORD,
          first_name: 'Oona',
          last_name: 'Owner',
        }),
      }).then((r) => r.json())) as { access: string };
      const auth = { ...json, authorization: `Bearer ${registered.access}` };
      const presentation = (await fetch(`${base}/presentations`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: 'Harbour House' }),
      }).then((r) => r.json())) as { id: number };
      const link = (await fetch(`${base}/presentations/${presentation.id}/share-link`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Open house', activity_email_updates: true }),
      }).then((r) => r.json())) as { hash: string };

      // 30 people (30 browsers) open the link at once; the server is killed as soon as all are answered.
      const views = await Promise.all(
        Array.from({ length: VIEWS }, (_, n) =>
          fetch(`${base}/client/presentations/${link.hash}`, { headers: { 'user-agent': browser(n) } }).then(
            (r) => r.json() as Promise<{ view_token: string | null }>,
          ),
        ),
      );
      await killHard(child!);
      expect(views.every((v) => v.view_token)).toBe(true);

      await start(port, smtp.url);
      const viewed = async () => {
        const found: number[] = [];
        for (let page = 1; ; page += 1) {
          const list = (await fetch(`${base}/notifications?page=${page}`, { headers: auth }).then((r) =>
            r.json(),
          )) as NotificationPage;
          found.push(...list.results.filter((n) => n.category === 'presentation_viewed').map((n) => n.id));
          if (!list.next) return found;
        }
      };
      const opened = () => smtp!.messages.filter((m) => /opened 'Harbour House'$/.test(m.subject ?? ''));
      const deadline = Date.now() + 120_000;
      while (((await viewed()).length < VIEWS || opened().length < VIEWS) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      // A little longer: a second copy of anything would come now.
      await new Promise((resolve) => setTimeout(resolve, 3000));

      expect((await viewed()).length).toBe(VIEWS);
      // SMTP is at least once: a message the peer accepted just before the kill may come again, with the
      // same Message-ID (one message to the mailbox). Every view's e-mail is there, none twice.
      const messageIds = new Set(opened().map((m) => m.messageId));
      expect(messageIds.size).toBe(VIEWS);
    }, 300_000);
  },
);
