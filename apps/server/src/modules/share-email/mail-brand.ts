import type { Db } from '../../db/client.ts';
import type { MailBrand } from '../../platform/mail/templates/layout.tsx';
import type { UserRow } from '../accounts/accounts.table.ts';
import { requiresVerification } from '../link-verification/link-verification.rules.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import { brandOfUser } from '../teams/team-brand.ts';
import type { FileSigner } from '../viewer/file-capabilities.ts';

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * The brand of the e-mails sent in an agent's name (share, reminder, forward), as their recipient page
 * shows it (team-brand.ts: their team's or their own): their name always, the brand's logo, its primary
 * colour with white label only (else Folio's). The logo is a file URL of the link.
 */
export async function mailBrand(db: Db, owner: UserRow, sign: FileSigner, now: Date): Promise<MailBrand> {
  const brand = await brandOfUser(db, owner, now);
  return {
    name: fullName(owner),
    logo: brand.logoKey ? sign({ kind: 'brand_logo' }) : null,
    color: brand.primaryColor,
  };
}

/** A gated link shows nothing of its content before the gate, in its e-mail neither. */
export const isGated = (link: ShareLinkRow) =>
  link.requireEmail || link.requirePhoneNumber || link.passwordHash !== null || requiresVerification(link);

/** How the e-mails sent in an agent's name go out: From '{name} via Folio', answers to the agent. */
export const sentFor = (agent: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => ({
  replyTo: agent.email,
  fromName: fullName(agent),
});
