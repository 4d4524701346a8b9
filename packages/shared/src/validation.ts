import { z } from 'zod';
import { EMAIL_PATTERN, VALIDATION } from './validation-texts.ts';

export { EMAIL_PATTERN, isEmail, nameError, VALIDATION } from './validation-texts.ts';

export const emailSchema = z
  .string({ error: 'This field is required.' })
  .trim()
  .toLowerCase()
  .max(254, 'Ensure this field has no more than 254 characters.')
  .regex(EMAIL_PATTERN, 'Enter a valid email address.');

export const personNameSchema = z
  .string()
  .trim()
  .max(150, 'Ensure this field has no more than 150 characters.')
  .refine((v) => !v.includes('@'), VALIDATION.nameNoAt);
