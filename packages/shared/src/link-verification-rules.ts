import { isEmail } from './validation-texts.ts';

/** The verified e-mail gate (issue 18 point 1): a 6-digit code by e-mail, valid 10 minutes, 5 tries. */
export const LINK_VERIFICATION = {
  codeLength: 6,
  minutes: 10,
  maxTries: 5,
  /** Codes sent within the last hour at most: to one address for a link, for one link, from one IP address. */
  perAddressPerHour: 5,
  perLinkPerHour: 100,
  perIpPerHour: 20,
  /** A verified viewer is remembered on their browser for the link this long. */
  rememberDays: 30,
  /** Entries of an allow or a block list at most. */
  listMax: 200,
} as const;

export const LINK_VERIFICATION_TEXTS = {
  codeSent: (email: string) => `We sent a 6-digit code to ${email}. It works for 10 minutes.`,
  codeRequired: 'Enter the 6-digit code we sent you.',
  codeWrong: 'This code is not right. Check the e-mail we sent and try again.',
  codeExpired: 'This code has expired or was already used. Ask for a new one.',
  tooManyTries: 'Too many wrong codes. Ask for a new one.',
  tooManyCodes: 'Too many codes were asked for. Try again in an hour.',
  refused: 'This e-mail address may not open this presentation. Ask its sender for access.',
  listEntryInvalid: 'Enter e-mail addresses, or whole domains such as @acme.com.',
  listTooLong: `Enter at most ${LINK_VERIFICATION.listMax} addresses or domains.`,
} as const;

/** An allow or block list entry: an address, or a whole domain written `@acme.com`. */
export const isAccessListEntry = (entry: string) => isEmail(entry.startsWith('@') ? `x${entry}` : entry);

/** Whether an address is on a list: listed itself, or its domain is (`@acme.com`). */
export function isListed(email: string, list: readonly string[]) {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return list.some((entry) => entry === address || entry === domain);
}

/** Whether the lists let an address open a link: not blocked, and on the allow list when there is one. */
export const isAllowedBy = (email: string, lists: { allow: readonly string[]; block: readonly string[] }) =>
  !isListed(email, lists.block) && (lists.allow.length === 0 || isListed(email, lists.allow));
