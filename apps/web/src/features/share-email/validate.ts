import { isEmail, nameError, SHARE_EMAIL_TEXTS, VALIDATION } from '@folio/shared';
import type { Compose, Offered, ShareEmailForm } from './form.ts';

export type RowErrors = { name?: string; email?: string };

/** What Next Step found wrong: per row, per field, and every message once for the toast. */
export type PageOneErrors = {
  rows: Record<number, RowErrors>;
  password?: string;
  daysUntilNextReminder?: string;
  reminderInterval?: string;
  messages: string[];
};

function emailError(value: string) {
  const email = value.trim();
  if (!email) return VALIDATION.emailRequired;
  return isEmail(email) ? null : VALIDATION.invalidEmail;
}

/** Spec §5, on Next Step: each recipient by the shared name and e-mail rules, the password, the reminder days. */
export function validatePageOne(form: ShareEmailForm, offered: Offered): PageOneErrors {
  const errors: PageOneErrors = { rows: {}, messages: [] };
  const found = new Set<string>();
  for (const row of form.recipients) {
    const name = nameError(row.name) ?? undefined;
    const email = emailError(row.email) ?? undefined;
    if (name || email) errors.rows[row.key] = { name, email };
    if (name) found.add(name);
    if (email) found.add(email);
  }
  if (form.passwordProtect && !form.password.trim()) {
    errors.password = SHARE_EMAIL_TEXTS.passwordRequired;
    found.add(errors.password);
  }
  if (offered.reminders && form.hasAutoReminder) {
    if (!form.daysUntilNextReminder.trim()) {
      errors.daysUntilNextReminder = SHARE_EMAIL_TEXTS.firstReminderRequired;
      found.add(errors.daysUntilNextReminder);
    }
    if (!form.reminderInterval.trim()) {
      errors.reminderInterval = SHARE_EMAIL_TEXTS.intervalRequired;
      found.add(errors.reminderInterval);
    }
  }
  errors.messages = [...found];
  return errors;
}

/** Messages as one sentence: 'a', 'a and b', 'a, b and c'. */
export function joinWithAnd(messages: readonly string[]) {
  if (messages.length < 2) return messages.join('');
  return `${messages.slice(0, -1).join(', ')} and ${messages.at(-1)}`;
}

/** Spec §5, on Send: the subject and the message must not be empty. */
export type ComposeErrors = { subject?: string; message?: string };

export function validateCompose(compose: Compose): ComposeErrors {
  return {
    subject: compose.subject.trim() ? undefined : SHARE_EMAIL_TEXTS.subjectRequired,
    message: compose.message.trim() ? undefined : SHARE_EMAIL_TEXTS.messageRequired,
  };
}
