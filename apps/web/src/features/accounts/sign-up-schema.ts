import { EMAIL_PATTERN, MESSAGES, passwordProblems, VALIDATION } from '@folio/shared';
import { z } from 'zod';

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, VALIDATION.required(label))
    .max(150, 'Ensure this field has no more than 150 characters.')
    .refine((v) => !v.includes('@'), VALIDATION.nameNoAt);

/** Sign-up validation (spec §5): names only when the name-required flag is on; checked on blur and submit. */
export function signUpSchema(nameRequired: boolean) {
  return z
    .object({
      firstName: nameRequired ? name('First Name') : z.string(),
      lastName: nameRequired ? name('Last Name') : z.string(),
      email: z
        .string()
        .trim()
        .min(1, VALIDATION.required('Email Address'))
        .regex(EMAIL_PATTERN, VALIDATION.signUpEmail),
      password: z.string().min(1, VALIDATION.required('Password')),
      confirmPassword: z.string().min(1, VALIDATION.required('Confirm Password')),
    })
    .superRefine((values, ctx) => {
      if (!values.password) return;
      const [problem] = passwordProblems(values.password, values.email);
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      if (values.confirmPassword && values.confirmPassword !== values.password)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDontMatch });
    });
}

export type SignUpForm = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** Which form field shows each field error of POST /api/register (camelized names). */
export const REGISTER_ERROR_FIELDS: Record<string, keyof SignUpForm> = {
  email: 'email',
  password1: 'password',
  password2: 'confirmPassword',
  firstName: 'firstName',
  lastName: 'lastName',
};
