import type { ShareEmailInput } from '@folio/shared';
import type { ShareLink } from '../sharing/types.ts';

export type { ShareEmailInput };

/** Who a share e-mail comes from, as page two's 'Created by' card shows them. */
export type Author = {
  firstName: string;
  lastName: string;
  picture: string | null;
  jobTitle?: string | null;
};

/** A share link as the web app holds it, e-mailed or not (email is null for a plain individual link). */
export type RecipientLink = ShareLink;

/** A person the name autocomplete offers (spec §3 'Others'). */
export type Suggestion = { name: string; email: string; picture: string | null };
