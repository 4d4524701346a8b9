import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { controlCharacterError, EMAIL_MAX, EMAIL_PATTERN, ID_MAX, VALIDATION } from './validation-texts.ts';

export {
  controlCharacterError,
  EMAIL_MAX,
  EMAIL_PATTERN,
  ID_MAX,
  isEmail,
  nameError,
  VALIDATION,
} from './validation-texts.ts';

/**
 * Text a person typed: no NUL or other C0 control characters (tab and line breaks only in multi-line text),
 * trimmed unless told otherwise, at most `max` characters.
 */
export function textSchema({
  max,
  multiline = false,
  trim = true,
  tooLong = VALIDATION.tooLong(max),
}: {
  max: number;
  multiline?: boolean;
  trim?: boolean;
  tooLong?: string;
}) {
  const base = z.string({ error: MESSAGES.fieldRequired });
  return (trim ? base.trim() : base).max(max, tooLong).superRefine((value, ctx) => {
    const message = controlCharacterError(value, multiline);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * The one e-mail rule (sign-up, share by e-mail, forward, contacts, viewers, the mailer): trimmed, lower-cased,
 * matching EMAIL_PATTERN; the form's own texts for an empty and an invalid address.
 */
export function emailField({
  invalid = VALIDATION.enterValidEmail,
  required = MESSAGES.fieldRequired,
}: {
  invalid?: string;
  required?: string;
} = {}) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX, invalid)
    .regex(EMAIL_PATTERN, invalid);
}

export const emailSchema = emailField();

/** A row id in a JSON body: a positive int4 (what PostgreSQL's integer columns hold). */
export const idSchema = z
  .number({ error: VALIDATION.invalidId })
  .int(VALIDATION.invalidId)
  .min(1, VALIDATION.invalidId)
  .max(ID_MAX, VALIDATION.invalidId);

/** An id a client draws for itself (a recipient tab's, see activitySchema): 16 to 64 URL-safe characters. */
export const clientIdSchema = z
  .string({ error: VALIDATION.invalidClientId })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, VALIDATION.invalidClientId);

/** A client's running number (1, 2, …): a positive int4, as it is stored. */
export const sequenceSchema = z
  .number({ error: VALIDATION.invalidSequence })
  .int(VALIDATION.invalidSequence)
  .min(1, VALIDATION.invalidSequence)
  .max(ID_MAX, VALIDATION.invalidSequence);

/**
 * A row id in a path or a query string: the same range, read from decimal digits only (Number() would also
 * read '0x1f', '1e3', ' 7' or '7.0' as another id).
 */
export const idParamSchema = z
  .string({ error: VALIDATION.invalidId })
  .regex(/^\d{1,10}$/, VALIDATION.invalidId)
  .transform(Number)
  .pipe(z.number().int().min(1, VALIDATION.invalidId).max(ID_MAX, VALIDATION.invalidId));

/** The query string of a call that takes none: a parameter answers 400 rather than being ignored. */
export const noQuerySchema = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? VALIDATION.unknownQueryParameters(issue.keys) : undefined,
  },
);

/**
 * A PATCH body: every field optional, but at least one known field present; `{}` or only unknown fields answer
 * 400 non_field_errors instead of a silent no-op.
 */
export const nonEmptyUpdate = <S extends z.ZodObject>(schema: S) =>
  schema.refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: VALIDATION.emptyUpdate,
  });

export const personNameSchema = textSchema({ max: 150 }).refine((v) => !v.includes('@'), VALIDATION.nameNoAt);

/** Whether the runtime knows this IANA time zone ('Europe/Berlin', 'UTC'). */
export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A user's time zone as the browser reports it (Intl's resolvedOptions().timeZone). */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, VALIDATION.timeZone);
