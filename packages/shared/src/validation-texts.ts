/**
 * The zod-free half of validation.ts: patterns, texts and plain checks. Kept apart so that a page
 * that only needs a message (the login page) does not load the schema library.
 */

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * The one e-mail rule of every form and call. The spec's simple {email} pattern (something@something.something,
 * no spaces), narrowed to what an SMTP server accepts — a dot-atom local part of at most 64 characters and a
 * host name ending in a letter top-level domain — so that every address the app takes is one it can mail.
 */
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`,
);
export const EMAIL_MAX = 254;

/** A positive int4: the range of every row id. */
export const ID_MAX = 2_147_483_647;

export const VALIDATION = {
  loginEmail: 'Please enter a valid email address',
  loginPassword: 'Please enter a valid password.',
  signUpEmail: 'Please enter a valid email address.',
  invalidEmail: 'Invalid Email',
  enterValidEmail: 'Enter a valid email address.',
  typeValidEmail: 'Please type a valid email',
  emailRequired: 'Email field is required',
  nameRequired: 'Name field is required',
  nameNoAt: "The character '@' is not accepted in the name field",
  timeZone: 'Not a known time zone.',
  teamNameRequired: 'Team name is required',
  required: (label: string) => `${label} is required`,
  nullCharacter: 'Null characters are not allowed.',
  controlCharacter: 'Control characters are not allowed.',
  lineBreak: 'Line breaks are not allowed in this field.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidId: `Enter a whole number from 1 to ${ID_MAX}.`,
  invalidClientId: 'Enter 16 to 64 letters, digits, - or _.',
  invalidSequence: `Enter a whole number from 1 to ${ID_MAX}.`,
  invalidPage: 'Invalid page.',
  invalidPageSize: (max: number) => `Enter a page size from 1 to ${max}.`,
  emptyUpdate: 'Send at least one field to change.',
  unknownQueryParameters: (keys: string[]) =>
    `Unknown query parameter${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}. This call takes none.`,
  invalidValue: 'Invalid value.',
  valueNotStorable: 'This value cannot be stored.',
} as const;

export const isEmail = (value: string) => {
  const address = value.trim();
  return address.length <= EMAIL_MAX && EMAIL_PATTERN.test(address);
};

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The message for a C0 control character in text, or null: NUL (PostgreSQL cannot store it) and the others are
 * never text a person typed; tab always passes, line breaks only in multi-line text.
 */
export function controlCharacterError(value: string, multiline = true): string | null {
  let found: string | null = null;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0x20 || code === TAB) continue;
    if (code === 0) return VALIDATION.nullCharacter;
    if (code !== LINE_FEED && code !== CARRIAGE_RETURN) found = VALIDATION.controlCharacter;
    else if (!multiline) found ??= VALIDATION.lineBreak;
  }
  return found;
}

/** The shared name rule: required, and no '@'. Returns the message or null. */
export function nameError(value: string): string | null {
  if (!value.trim()) return VALIDATION.nameRequired;
  if (value.includes('@')) return VALIDATION.nameNoAt;
  return null;
}
