import type { MailBrand } from '../../platform/mail/templates/layout.tsx';
import { DEFAULT_PRIMARY_COLOR } from '../accounts/accounts.presenter.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import type { ShareLinkRow } from '../share-links/share-links.table.ts';
import type { FileSigner } from '../viewer/file-capabilities.ts';

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * The brand of the e-mails sent in an agent's name (share, reminder, forward), as their recipient page
 * shows it: their name and logo always, their primary colour with white label only (else Folio's). The
 * one place team branding will take over, once teams exist. The logo is a file URL of the link.
 */
export function mailBrand(owner: UserRow, sign: FileSigner, now: Date): MailBrand {
  const whiteLabel = owner.showWhiteLabel && hasPremium(owner, now);
  return {
    name: fullName(owner),
    logo: owner.logoKey ? sign({ kind: 'brand_logo' }) : null,
    color: whiteLabel ? (owner.primaryColor ?? DEFAULT_PRIMARY_COLOR) : null,
  };
}

/** A gated link shows nothing of its content before the gate, in its e-mail neither. */
export const isGated = (link: ShareLinkRow) =>
  link.requireEmail || link.requirePhoneNumber || link.passwordHash !== null;

/** How the e-mails sent in an agent's name go out: From '{name} via Folio', answers to the agent. */
export const sentFor = (agent: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => ({
  replyTo: agent.email,
  fromName: fullName(agent),
});
