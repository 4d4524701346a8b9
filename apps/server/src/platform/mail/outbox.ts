import type { Queue } from '../../jobs/queue.ts';
import type { sendMailJob } from './mail.jobs.ts';
import type { TemplateProps } from './templates/index.ts';
import type { TemplateName } from './templates/names.ts';

/** What services use to send e-mail: the message is queued as a job and sent with retries. */
export type Outbox = {
  send<N extends TemplateName>(
    to: string,
    template: N,
    props: TemplateProps<N>,
    options?: { replyTo?: string },
  ): Promise<void>;
};

export const createOutbox = (queue: Queue, job: ReturnType<typeof sendMailJob>): Outbox => ({
  send: (to, template, props, options = {}) => queue.send(job, { to, template, props, ...options }),
});
