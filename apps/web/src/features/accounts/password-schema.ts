import { MESSAGES, passwordProblems, VALIDATION } from '@folio/shared';
import { z } from 'zod';

export type PasswordPair = { password: string; confirm: string };

/** A new password typed twice: each required, the first must meet the password rules, both must match. */
export function passwordPairSchema(labels: { password: string; confirm: string }) {
  return z
    .object({
      password: z.string().min(1, VALIDATION.required(labels.password)),
      confirm: z.string().min(1, VALIDATION.required(labels.confirm)),
    })
    .superRefine((values, ctx) => {
      const [problem] = values.password ? passwordProblems(values.password) : [];
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      if (values.password && values.confirm && values.password !== values.confirm) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: MESSAGES.passwordsDontMatch });
      }
    });
}
