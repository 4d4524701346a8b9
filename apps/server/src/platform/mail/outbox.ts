import { isEmail } from '@folio/shared';
import type { Queue } from '../../jobs/queue.ts';
import type { sendMailJob } from './mail.jobs.ts';
import type { TemplateProps } from './templates/index.ts';
import type { TemplateName } from './templates/names.ts';

/** Mail sent in an agent's name: From '{fromName} via Folio', answers to their address. */
export type SendOptions = { replyTo?: string; fromName?: string };

/** What services use to send e-mail: the message is queued as a job and sent with retries. */
export type Outbox = {
  send<N extends TemplateName>(
    to: string,
    template: N,
    props: TemplateProps<N>,
    options?: SendOptions,
  ): Promise<void>;
};

/**
 * Addresses are checked by the one e-mail rule before anything is queued. One that fails it (a row stored
 * before the rule) is skipped and reported, so it never fails the call that mails the other recipients,
 * nor sits in the queue failing its retries; a reply-to that fails it is left out.
 */
export const createOutbox = (
  queue: Queue,
  job: ReturnType<typeof sendMailJob>,
  onRefused: (to: string, template: TemplateName) => void,
): Outbox => ({
  async send(to, template, props, { replyTo, fromName } = {}) {
    if (!isEmail(to)) return onRefused(to, template);
    await queue.send(job, {
      to,
      template,
      props,
      ...(replyTo && isEmail(replyTo) && { replyTo }),
      ...(fromName && { fromName }),
    });
  },
});
