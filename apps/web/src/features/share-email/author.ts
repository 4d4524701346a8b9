import type { User } from '../accounts/types.ts';
import type { Author } from './types.ts';

type AuthorSource = { editing: boolean; linkAuthor: Author | null | undefined; user: User | null };

const authorOfUser = (user: User): Author => ({
  firstName: user.firstName,
  lastName: user.lastName,
  picture: user.picture,
});

/**
 * Spec §3: the current user when editing, the link's author when a link exists, else the
 * presentation's owner — who is the current user, since only one's own presentations are shared.
 */
export function authorOf({ editing, linkAuthor, user }: AuthorSource): Author | null {
  if (!editing && linkAuthor) return linkAuthor;
  return user ? authorOfUser(user) : null;
}
