import { VALIDATION } from '@folio/shared';
import { z } from 'zod';

/** Text of the alert shown for 2 s when neither name is given (spec §5, profile modal). */
export const NAME_NEEDED = 'Please enter your first name or last name.';

const name = z
  .string()
  .trim()
  .max(150, 'Ensure this field has no more than 150 characters.')
  .refine((v) => !v.includes('@'), VALIDATION.nameNoAt);

/** The complete-profile form: names without '@', optional phone. "At least one name" is checked on save. */
export const profileSchema = z.object({
  firstName: name,
  lastName: name,
  mobilePhone: z
    .string()
    .trim()
    .max(32, 'Ensure this field has no more than 32 characters.')
    .regex(/^[+()\d\s.-]*$/, 'Enter a valid phone number.'),
});
export type ProfileValues = z.infer<typeof profileSchema>;
