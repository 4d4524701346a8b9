import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where answers go: the author's address on mail sent on their behalf. */
  replyTo?: string;
  /** Whom the mail is sent for: From reads '{fromName} via Folio' at the product's own address. */
  fromName?: string;
  /** Names the message (its job): a resend of it carries the same Message-ID. */
  messageId?: string;
};

const messageIdOf = (id: string | undefined, from: string) =>
  id && `<${id}@${fromAddress(from).split('@')[1] ?? 'folio'}>`;

/** The address of a From header such as 'Folio <hello@folio.app>'. */
export const fromAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The From of a message: the product's, or '{name} via Folio' at the product's address. The name is one
 * line without control characters; nodemailer quotes and encodes it, so it cannot add a header.
 */
function fromOf(from: string, fromName: string | undefined) {
  const name = fromName?.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return name ? { name: `${name} via Folio`, address: fromAddress(from) } : from;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to DATA_DIR/mail. */
export function createMailer(options: { smtpUrl?: string; from: string; mailDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ fromName, messageId, ...message }) {
        await transport.sendMail({
          ...message,
          from: fromOf(options.from, fromName),
          messageId: messageIdOf(messageId, options.from),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ fromName, messageId, ...message }) {
      const info = await transport.sendMail({
        ...message,
        from: fromOf(options.from, fromName),
        messageId: messageIdOf(messageId, options.from),
      });
      await mkdir(options.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(options.mailDir, name), info.message as Buffer);
    },
  };
}
