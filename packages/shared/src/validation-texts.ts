/**
 * The zod-free half of validation.ts: patterns, texts and plain checks. Kept apart so that a page
 * that only needs a message (the login page) does not load the schema library.
 */

/** The simple {email} pattern of the spec: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const VALIDATION = {
  loginEmail: 'Please enter a valid email address',
  loginPassword: 'Please enter a valid password.',
  signUpEmail: 'Please enter a valid email address.',
  invalidEmail: 'Invalid Email',
  typeValidEmail: 'Please type a valid email',
  emailRequired: 'Email field is required',
  nameRequired: 'Name field is required',
  nameNoAt: "The character '@' is not accepted in the name field",
  teamNameRequired: 'Team name is required',
  required: (label: string) => `${label} is required`,
} as const;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The shared name rule: required, and no '@'. Returns the message or null. */
export function nameError(value: string): string | null {
  if (!value.trim()) return VALIDATION.nameRequired;
  if (value.includes('@')) return VALIDATION.nameNoAt;
  return null;
}
