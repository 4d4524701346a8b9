import { emailSchema } from '@folio/shared';
import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import type { Mailer } from './mailer.ts';
import { TEMPLATE_NAMES } from './templates/names.ts';

const payload = z.object({
  to: emailSchema,
  template: z.enum(TEMPLATE_NAMES),
  /** The template's props as JSON; the template's own type checks them where they are sent. */
  props: z.record(z.string(), z.unknown()),
  replyTo: emailSchema.optional(),
  fromName: z.string().max(300).optional(),
});

/**
 * E-mails are jobs: a failed send is retried and a restart loses none. SMTP itself is at least once (a
 * crash after the server accepted a message and before the job is marked done sends it again), so each
 * message's Message-ID is its job's: a resend is the same message, which mailbox providers keep once.
 */
export const sendMailJob = (mailer: Mailer) =>
  defineJob({
    name: 'mail.send',
    schema: payload,
    async handler({ to, template, props, replyTo, fromName }, { id }) {
      // Loaded on first use: React and the e-mail components cost more than a second at start-up.
      const { renderEmail } = await import('./templates/index.ts');
      const email = await renderEmail(template, props as never);
      await mailer.send({
        to,
        ...email,
        messageId: id,
        ...(replyTo && { replyTo }),
        ...(fromName && { fromName }),
      });
    },
  });
