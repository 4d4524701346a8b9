import type { ParsedMail } from 'mailparser';
import { buildUser } from '../../test/factories.ts';
import type { startSmtpPeer } from '../../test/smtp.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';

let sequence = 0;
/** A recipient address no other test uses, so each test waits for its own e-mails. */
export const uniqueEmail = (name = 'buyer') => `${name}${++sequence}-${Date.now()}@recipient.test`;

export const SHARE = {
  title: 'Ocean View Villa',
  subject: 'Your villa tour',
  message: 'Hi Jane,\nHere is the villa.\nDana',
};

/** An owner with a presentation (or document) and helpers to share it and read its links. */
export async function buildOwner(t: TestApp, type: 'presentation' | 'document' = 'presentation') {
  const owner = await buildUser(t.app);
  const p = (
    await call(t, 'POST', '/api/presentations', owner.headers, { title: 'Ocean View Villa', type })
  ).json() as { id: number };
  const base = `/api/presentations/${p.id}`;
  const share = (body: object, headers: Headers = owner.headers) =>
    call(t, 'POST', `${base}/share-email`, headers, { ...SHARE, ...body });
  const links = async () =>
    (await call(t, 'GET', `${base}/share-links`, owner.headers)).json().results as Record<string, unknown>[];
  return { owner, p, base, share, links };
}

/** The first e-mail to `to`, taken off the peer's list so the next wait finds the next one. */
export async function takeMail(
  smtp: Awaited<ReturnType<typeof startSmtpPeer>>,
  to: string,
): Promise<ParsedMail> {
  const mail = await smtp.waitFor(to);
  smtp.messages.splice(smtp.messages.indexOf(mail), 1);
  return mail;
}

/** The tracked link of an e-mail's button. */
export const linkIn = (mail: ParsedMail) =>
  /http:\/\/folio\.test\/c\/[pd]\/([0-9a-f]{40})[^"\s]*/.exec(mail.text ?? '');
