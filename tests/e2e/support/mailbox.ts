import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Where the e2e SMTP peer writes each message it receives. */
export const MAILBOX_DIR = path.join(os.tmpdir(), `folio-e2e-mailbox-${process.env.E2E_PORT ?? 3310}`);

/** Sign-up's verification e-mail: every new account gets one, so waits for other mail skip it. */
const isVerification = (mail: ParsedMail) => /is your Folio verification code$/.test(mail.subject ?? '');

/** Waits for the e-mail that the SMTP peer received for `to` (the verification e-mail with `verification`). */
export async function waitForMail(
  to: string,
  timeoutMs = 20_000,
  { verification = false } = {},
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const name of readdirSync(MAILBOX_DIR)) {
      const mail = await simpleParser(readFileSync(path.join(MAILBOX_DIR, name)));
      if (JSON.stringify(mail.to).includes(to) && isVerification(mail) === verification) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The verification e-mails to `to`, oldest first (the peer names files by arrival time). */
async function verificationMails(to: string) {
  const names = readdirSync(MAILBOX_DIR).sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(readFileSync(path.join(MAILBOX_DIR, name)))),
  );
  return mails.filter((mail) => JSON.stringify(mail.to).includes(to) && isVerification(mail));
}

/** The code and the link's token of the `nth` (1 = first) verification e-mail sent to `to`. */
export async function verificationOf(to: string, nth = 1) {
  const deadline = Date.now() + 20_000;
  let mail = (await verificationMails(to))[nth - 1];
  while (!mail) {
    if (Date.now() > deadline) throw new Error(`No verification e-mail #${nth} to ${to}`);
    await new Promise((r) => setTimeout(r, 300));
    mail = (await verificationMails(to))[nth - 1];
  }
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  const link = /https?:\/\/\S+\/verify-email\/([\w-]+)/.exec(mail.text ?? '');
  if (!code || !link) throw new Error(`No code or link in the verification e-mail to ${to}`);
  return { code, token: link[1]! };
}

/** Verifies the address of a new account with its e-mail's link, as the user's click would. */
export async function verifyAddress(api: APIRequestContext, email: string) {
  const { token } = await verificationOf(email);
  const response = await api.post('/api/verify-email', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { token },
  });
  if (!response.ok()) throw new Error(await response.text());
}
