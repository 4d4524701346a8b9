import { isEmail } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Events } from '../events.ts';
import type { sendMailJob } from './mail.jobs.ts';
import type { TemplateProps } from './templates/index.ts';
import type { TemplateName } from './templates/names.ts';

/** Mail sent in an agent's name: From '{fromName} via Folio', answers to their address. */
export type SendOptions = {
  replyTo?: string;
  fromName?: string;
  /** What the e-mail is about ('activity-viewed:42'): sending the same key again sends nothing more. */
  key?: string;
};

/** What services use to send e-mail: the message is queued as a job and sent with retries. */
export type Outbox = {
  send<N extends TemplateName>(
    to: string,
    template: N,
    props: TemplateProps<N>,
    options?: SendOptions,
  ): Promise<void>;
  /**
   * Records the e-mail in `db`, the transaction of the change it is about: it is queued once that
   * commits, and not at all when it rolls back. Call `events.flush()` after the commit.
   */
  record<N extends TemplateName>(
    db: Db,
    to: string,
    template: N,
    props: TemplateProps<N>,
    options?: Omit<SendOptions, 'key'>,
  ): Promise<void>;
};

/**
 * Addresses are checked by the one e-mail rule before anything is queued. One that fails it (a row stored
 * before the rule) is skipped and reported, so it never fails the call that mails the other recipients,
 * nor sits in the queue failing its retries; a reply-to that fails it is left out.
 */
export function createOutbox(
  queue: Queue,
  job: ReturnType<typeof sendMailJob>,
  events: Events,
  onRefused: (to: string, template: TemplateName) => void,
): Outbox {
  const outbox: Outbox = {
    async send(to, template, props, { replyTo, fromName, key } = {}) {
      if (!isEmail(to)) return onRefused(to, template);
      const payload = {
        to,
        template,
        props,
        ...(replyTo && isEmail(replyTo) && { replyTo }),
        ...(fromName && { fromName }),
      };
      await queue.send(job, payload, { key });
    },
    async record(db, to, template, props, options = {}) {
      await events.record(db, 'mail.requested', { to, template, props, ...options });
    },
  };
  // Keyed by the event: a redelivered request queues the e-mail it queued before, i.e. nothing.
  events.on('mail.requested', ({ to, template, props, ...options }, { eventId }) =>
    outbox.send(to, template, props as never, { ...options, key: eventId ? `mail:${eventId}` : undefined }),
  );
  return outbox;
}
