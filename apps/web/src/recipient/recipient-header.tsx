import { Logo } from '../ui/logo.tsx';
import { senderName } from './to-viewer.ts';
import type { GatedPresentation } from './types.ts';

/**
 * The recipient pages' header: with the sender's white label their logo (or name) instead of Folio's,
 * so the page carries only their brand.
 */
export function RecipientHeader({ user }: { user: GatedPresentation['user'] }) {
  const sender = senderName(user);
  return (
    <header
      data-testid="recipient-header"
      className="flex h-16 shrink-0 items-center border-b border-mist/70 bg-white px-4 wide:px-6"
    >
      {!user.showWhiteLabel ? (
        <Logo />
      ) : user.logo ? (
        <img
          src={user.logo}
          alt={sender ? `${sender} logo` : 'Logo'}
          className="h-10 w-auto max-w-48 object-contain"
        />
      ) : (
        <span className="truncate text-lg font-semibold text-theme">{sender}</span>
      )}
    </header>
  );
}
