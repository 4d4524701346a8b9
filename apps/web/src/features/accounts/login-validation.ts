import { EMAIL_PATTERN, VALIDATION } from '@folio/shared';

export type LoginValues = { email: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Login checks (spec §5). Written without a schema library on purpose: /login must stay under its
 * 150 KB budget, and these two rules do not need one.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = VALIDATION.loginEmail;
  if (!values.password) errors.password = VALIDATION.loginPassword;
  return errors;
}
