import { isEmail, nameError, VALIDATION } from '@folio/shared';

/*
 * Texts of the recipient's pages (spec §2, §5, §8). They equal the contract's VIEWER_TEXTS, but any
 * runtime import of @folio/shared's viewer module brings zod (24 KB gzipped) into this page: its
 * schemas are built through helper calls the bundler cannot drop. recipient-texts.test.ts keeps
 * the two equal.
 */
export const RECIPIENT_TEXTS = {
  passwordIncorrect: 'Password for this presentation was not provided or was incorrect',
  invalidEmail: 'Invalid Email',
  phoneRequired: 'Please enter a phone number',
  feedbackNameRequired: 'You must enter a name',
  feedbackEmailRequired: 'You must enter an email',
  feedbackEmailInvalid: 'Please type a valid email',
  feedbackEmpty: 'Don’t forget to type a comment or select an emoji!',
  feedbackSent: 'Feedback sent successfully.',
  feedbackFailed: 'Sending feedback failed.',
  passwordRequired: 'Please enter a password',
  tooManyTries: 'Too many tries. Please wait a minute and try again.',
  loadFailed: 'This presentation could not be loaded. Please try again.',
  forwardSent: 'Presentation forwarded successfully.',
  forwardFailed: 'Forwarding the presentation failed.',
} as const;

export type FeedbackValues = { name: string; email: string; comment: string; emoji: string | null };
export type FeedbackErrors = Partial<Record<'name' | 'email' | 'content', string>>;

/** The feedback rules of spec §5 (the server's feedbackErrors); `content` is the comment-or-emoji message. */
export function feedbackErrors(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!values.name.trim()) errors.name = RECIPIENT_TEXTS.feedbackNameRequired;
  if (!values.email.trim()) errors.email = RECIPIENT_TEXTS.feedbackEmailRequired;
  else if (!isEmail(values.email)) errors.email = RECIPIENT_TEXTS.feedbackEmailInvalid;
  if (!values.comment.trim() && !values.emoji) errors.content = RECIPIENT_TEXTS.feedbackEmpty;
  return errors;
}

/** The contract's SHARE_LINK_MESSAGE_MAX: the longest note a forward carries. */
export const FORWARD_MESSAGE_MAX = 500;

export type ForwardValues = { name: string; email: string; message: string };
export type ForwardErrors = Partial<Record<'name' | 'email', string>>;

/** The new recipient of a forward, by the share-by-email rules (the server's forwardSchema). */
export function forwardErrors(values: ForwardValues): ForwardErrors {
  const errors: ForwardErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  if (!values.email.trim()) errors.email = VALIDATION.emailRequired;
  else if (!isEmail(values.email)) errors.email = VALIDATION.invalidEmail;
  return errors;
}
