import { LogOut } from 'lucide-react';
import type { Flags, User } from '../../features/accounts/types.ts';
import { planLabel } from '../../features/trial/trial-state.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { MenuButton, MenuContent, MenuLink, MenuRoot, MenuSeparator, MenuTrigger } from '../../ui/menu.tsx';
import { displayName } from './display-name.ts';
import { accountItems, helpLinks } from './menu-model.ts';
import { useSignOut } from './use-sign-out.ts';

/** The avatar dropdown: profile, Upgrade now, Account settings, Create a team, Help, Sign out. */
export function UserMenu({ user, flags }: { user: User; flags: Flags | undefined }) {
  const { signOut } = useSignOut();
  const name = displayName(user);
  const guide = helpLinks().find((l) => l.label === 'Quick-start guide');
  return (
    <MenuRoot modal={false}>
      <MenuTrigger aria-label={`Account menu for ${name}`} className="rounded-full">
        <Avatar src={user.thumbnailPicture ?? user.picture} name={name} />
      </MenuTrigger>
      <MenuContent align="end" className="w-72">
        <MenuLink to="/settings/edit-profile">
          <span className="flex min-w-0 items-center gap-3 py-2">
            <Avatar src={user.thumbnailPicture ?? user.picture} name={name} />
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{name}</span>
              <span className="truncate text-xs text-muted">
                {user.email} · {planLabel(user)}
              </span>
            </span>
          </span>
        </MenuLink>
        <MenuSeparator />
        {accountItems(user, flags).map((item) => (
          <MenuLink key={item.label} to={item.to}>
            {item.label}
          </MenuLink>
        ))}
        {guide && (
          <MenuLink to={guide.to} external>
            Help
          </MenuLink>
        )}
        <MenuSeparator />
        <MenuButton onSelect={signOut}>
          <LogOut className="size-4" aria-hidden />
          Sign out
        </MenuButton>
      </MenuContent>
    </MenuRoot>
  );
}
