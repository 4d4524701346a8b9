import { CircleHelp } from 'lucide-react';
import { MenuButton, MenuContent, MenuLabel, MenuLink, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { helpLinks } from './menu-model.ts';

/** The help link: the quick-start video and guide. */
export function HelpMenu() {
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
        {helpLinks().map((link) =>
          link.unavailable ? (
            <MenuButton key={link.label} disabled onSelect={() => undefined}>
              <span className="flex-1">{link.label}</span>
              <span className="text-xs text-muted">Not available yet</span>
            </MenuButton>
          ) : (
            <MenuLink key={link.label} to={link.to} external>
              {link.label}
            </MenuLink>
          ),
        )}
      </MenuContent>
    </MenuRoot>
  );
}
