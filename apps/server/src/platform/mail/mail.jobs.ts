import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import type { Mailer } from './mailer.ts';
import type { TemplateName } from './templates/index.ts';

const payload = z.object({
  to: z.string().email(),
  template: z.enum(['password-reset']),
  props: z.record(z.string(), z.string()),
});

/** E-mails are jobs: a failed send is retried and a restart loses none. */
export const sendMailJob = (mailer: Mailer) =>
  defineJob({
    name: 'mail.send',
    schema: payload,
    async handler({ to, template, props }) {
      // Loaded on first use: React and the e-mail components cost more than a second at start-up.
      const { renderEmail } = await import('./templates/index.ts');
      const email = await renderEmail(template as TemplateName, props as never);
      await mailer.send({ to, ...email });
    },
  });
