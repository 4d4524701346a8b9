import type { SocialAccounts } from '@folio/shared';
import type { SocialAccountRow } from './social-sign-in.repository.ts';

/** The user's linked accounts as Settings → Integrations shows them. */
export const presentSocialAccounts = (rows: SocialAccountRow[], hasPassword: boolean): SocialAccounts => ({
  accounts: rows.map((row) => ({
    provider: row.provider,
    email: row.email,
    picture_url: row.pictureUrl,
    linked_at: row.createdAt.toISOString(),
  })),
  has_password: hasPassword,
});
