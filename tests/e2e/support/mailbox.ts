import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Where the e2e SMTP peer writes each message it receives. */
export const MAILBOX_DIR = path.join(os.tmpdir(), `folio-e2e-mailbox-${process.env.E2E_PORT ?? 3310}`);

/** Waits for the e-mail that the SMTP peer received for `to`. */
export async function waitForMail(to: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of readdirSync(MAILBOX_DIR)) {
      const mail = await simpleParser(readFileSync(path.join(MAILBOX_DIR, name)));
      if (JSON.stringify(mail.to).includes(to)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
