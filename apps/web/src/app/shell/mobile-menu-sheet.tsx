import { REFERRAL_TEXTS } from '@folio/shared';
import { Gift, LogOut, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import type { Flags, User } from '../../features/accounts/types.ts';
import { showReferral } from '../../features/referral/referral-entry.tsx';
import { planLabel } from '../../features/trial/trial-state.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { NewDot } from '../../ui/dot.tsx';
import { displayName } from './display-name.ts';
import { accountItems, helpLinks, isGroup, type MenuLink, mainNav, showUpgrade } from './menu-model.ts';
import { useSignOut } from './use-sign-out.ts';

const linkClass = 'flex h-12 items-center gap-3 rounded-lg px-3 text-base text-ink hover:bg-theme-lightest';

function MobileLink({ link, close }: { link: MenuLink; close: () => void }) {
  if (link.external)
    return (
      <a href={link.to} target="_blank" rel="noreferrer" className={linkClass} onClick={close}>
        {link.label}
      </a>
    );
  return (
    <NavLink
      to={link.to}
      end
      className={({ isActive }) => cn(linkClass, isActive && 'bg-theme-lightest font-semibold text-theme')}
      onClick={close}
    >
      <span className="flex-1">{link.label}</span>
      {link.dot && <NewDot />}
    </NavLink>
  );
}

function Section({ title, links, close }: { title: string; links: MenuLink[]; close: () => void }) {
  return (
    <section className="flex flex-col gap-1 border-t border-mist pt-4">
      <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {links.map((link) => (
        <MobileLink key={link.label} link={link} close={close} />
      ))}
    </section>
  );
}

/** The full-screen sheet of the mobile menu, with the header's items; loaded when first opened. */
export default function MobileMenuSheet({
  user,
  flags,
  close,
}: {
  user: User;
  flags: Flags | undefined;
  close: () => void;
}) {
  const { signOut } = useSignOut();
  // Opened without a Radix trigger: focus goes back to the button that opened the sheet.
  const opener = useRef(document.activeElement as HTMLElement | null);
  const nav = mainNav(user);
  const help = helpLinks();
  const name = displayName(user);
  return (
    <Dialog.Root open onOpenChange={(open) => open || close()}>
      <Dialog.Portal>
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white px-4 pb-8 outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between">
            <Dialog.Title className="px-3 text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Navigation and account</Dialog.Description>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 place-items-center rounded-lg hover:bg-theme-lightest"
            >
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>
          <Link
            to="/settings/edit-profile"
            onClick={close}
            className="mb-4 flex items-center gap-3 rounded-xl bg-paper p-3"
          >
            <Avatar src={user.thumbnailPicture ?? user.picture} name={name} />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{name}</span>
              <span className="truncate text-sm text-muted">{user.email}</span>
              <span className="truncate text-sm text-muted">{planLabel(user)}</span>
            </span>
          </Link>
          {showUpgrade(user) && (
            <Link to="/payment" onClick={close} className={buttonClass('accent', 'lg', 'mb-4 w-full')}>
              Upgrade
            </Link>
          )}
          {showReferral(user, flags) && (
            <Link to="/referral" onClick={close} className={cn(linkClass, 'mb-2 font-medium')}>
              <Gift className="size-5 text-accent" aria-hidden />
              {REFERRAL_TEXTS.button}
            </Link>
          )}
          <nav aria-label="Main" className="flex flex-col gap-4">
            {nav.map((entry, index) =>
              isGroup(entry) ? (
                <Section key={entry.label} title={entry.label} links={entry.items} close={close} />
              ) : index === nav.findIndex((e) => !isGroup(e)) ? (
                <Section
                  key="pages"
                  title="Pages"
                  links={nav.filter((e): e is MenuLink => !isGroup(e))}
                  close={close}
                />
              ) : null,
            )}
            {help.length > 0 && <Section title="Help" links={help} close={close} />}
            <Section title="Account" links={accountItems(user, flags)} close={close} />
          </nav>
          <button
            type="button"
            onClick={signOut}
            className={cn(linkClass, 'mt-4 border-t border-mist pt-4 text-danger')}
          >
            <LogOut className="size-5" aria-hidden />
            Sign out
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
