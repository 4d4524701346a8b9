import type { RecipientLink } from './types.ts';

/** How a link stands, as manage recipients shows it. */
export const statusOf = (link: RecipientLink) =>
  link.archived ? 'Archived' : link.disabled ? 'Disabled' : 'Active';

/** Who a link was made for, for toasts: the name, else the e-mail. */
export const recipientOf = (link: RecipientLink) => link.name.trim() || link.email || 'This recipient';
