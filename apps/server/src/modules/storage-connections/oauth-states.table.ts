import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * A cloud-storage OAuth flow in progress: the `state` sent to the provider, stored as its hash, bound to
 * the user who started it and short-lived. The callback deletes it as it uses it, so a state works once.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['box', 'dropbox', 'google_drive'] }).notNull(),
    /** Where the user goes back to afterwards: a path of this site. */
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_states_expires_at_idx').on(t.expiresAt)],
);
