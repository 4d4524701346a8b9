import type { User } from '../../features/accounts/types.ts';

/** "First Last", or the e-mail address when the user has no name yet. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
