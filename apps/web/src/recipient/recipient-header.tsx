import { hasSessionHint } from '../lib/browser.ts';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';
import { senderName } from './to-viewer.ts';
import type { GatedPresentation } from './types.ts';

type Sender = Pick<GatedPresentation['user'], 'firstName' | 'lastName' | 'showWhiteLabel' | 'logo'>;

/** Where the header's Log in and Sign up go from a link: the account pages, carrying its hash (spec accounts §2). */
export const accountEntry = (page: 'login' | 'sign-up', hash: string) =>
  `/${page}?${new URLSearchParams({ hash })}`;

/**
 * The recipient pages' header: with the sender's white label their logo (or name) instead of Folio's,
 * so the page carries only their brand. Otherwise Folio's, and, for a visitor who is not signed in and
 * holds a link (`hash`), Log in and Sign up: either one puts the presentation in their Received tab.
 */
export function RecipientHeader({ user, hash }: { user: Sender; hash?: string }) {
  const sender = senderName(user);
  const offerAccount = hash !== undefined && !user.showWhiteLabel && !hasSessionHint();
  return (
    <header
      data-testid="recipient-header"
      className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-mist/70 bg-white px-4 wide:px-6"
    >
      {!user.showWhiteLabel ? (
        <Logo labelClassName={offerAccount ? 'max-[360px]:sr-only' : undefined} />
      ) : user.logo ? (
        <img
          src={user.logo}
          alt={sender ? `${sender} logo` : 'Logo'}
          className="h-10 w-auto max-w-48 object-contain"
        />
      ) : (
        <span className="truncate text-lg font-semibold text-theme">{sender}</span>
      )}
      {offerAccount && (
        <nav aria-label="Folio account" className="flex shrink-0 items-center gap-2">
          <a href={accountEntry('login', hash)} className={buttonClass('ghost', 'sm')}>
            Log in
          </a>
          <a href={accountEntry('sign-up', hash)} className={buttonClass('primary', 'sm')}>
            Sign up
          </a>
        </nav>
      )}
    </header>
  );
}
