import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { NewDot } from '../../ui/dot.tsx';
import { MenuContent, MenuLink, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { isGroup, type NavEntry } from './menu-model.ts';

const itemClass = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    active ? 'bg-theme-lightest text-theme' : 'text-muted hover:bg-theme-lightest hover:text-ink',
  );

/** The header's main navigation on medium and large screens. */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="order-last -mx-2.5 w-full overflow-x-auto pb-2 small:hidden md:order-none md:mx-0 md:w-auto md:pb-0"
    >
      <ul className="flex items-center gap-1">
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <MenuRoot modal={false}>
                <MenuTrigger
                  className={itemClass(
                    Boolean(entry.activePrefix && pathname.startsWith(entry.activePrefix)),
                  )}
                >
                  {entry.label}
                  {entry.dot && <NewDot />}
                  <ChevronDown className="size-4" aria-hidden />
                </MenuTrigger>
                <MenuContent>
                  {entry.items.map((item) => (
                    <MenuLink key={item.label} to={item.to} external={item.external}>
                      <span className="flex-1">{item.label}</span>
                      {item.dot && <NewDot />}
                    </MenuLink>
                  ))}
                </MenuContent>
              </MenuRoot>
            </li>
          ) : (
            <li key={entry.label}>
              <NavLink to={entry.to} className={({ isActive }) => itemClass(isActive)}>
                {entry.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
