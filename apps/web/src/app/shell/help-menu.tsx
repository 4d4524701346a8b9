import { CircleHelp } from 'lucide-react';
import { MenuContent, MenuLabel, MenuLink, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { helpLinks } from './menu-model.ts';

/** The help links: the quick-start video and guide, those that have an address; nothing without any. */
export function HelpMenu() {
  const links = helpLinks();
  if (links.length === 0) return null;
  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        aria-label="Help"
        className="grid size-10 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink"
      >
        <CircleHelp className="size-5" aria-hidden />
      </MenuTrigger>
      <MenuContent align="end">
        <MenuLabel>Help</MenuLabel>
        {links.map((link) => (
          <MenuLink key={link.label} to={link.to} external>
            {link.label}
          </MenuLink>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
