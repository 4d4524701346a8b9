import type { Queue } from '../../jobs/queue.ts';
import type { sendMailJob } from './mail.jobs.ts';
import type { TemplateName, TemplateProps } from './templates/index.ts';

/** What services use to send e-mail: the message is queued as a job and sent with retries. */
export type Outbox = {
  send<N extends TemplateName>(to: string, template: N, props: TemplateProps<N>): Promise<void>;
};

export const createOutbox = (queue: Queue, job: ReturnType<typeof sendMailJob>): Outbox => ({
  send: (to, template, props) => queue.send(job, { to, template, props }),
});
