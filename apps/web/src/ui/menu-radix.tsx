import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

// Radix's dropdown menu, loaded by ./menu.tsx when a menu is first needed.

export const Root = DropdownMenu.Root;
export const Trigger = DropdownMenu.Trigger;

export type MenuContentProps = {
  children: ReactNode;
  align?: 'start' | 'end';
  side?: 'top' | 'bottom';
  sideOffset?: number;
  className?: string;
  /** Called before focus goes back to the trigger; preventDefault() keeps it where an action put it. */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The floating panel of a dropdown menu. */
export function MenuContent({
  children,
  align = 'start',
  side = 'bottom',
  sideOffset = 8,
  className,
  onCloseAutoFocus,
}: MenuContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        side={side}
        sideOffset={sideOffset}
        collisionPadding={8}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          // A long menu on a short screen scrolls inside the space left instead of running off it.
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 overflow-y-auto rounded-xl border border-mist bg-white p-2 shadow-lg outline-none',
          className,
        )}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

const itemClass =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-ink outline-none select-none data-highlighted:bg-theme-lightest data-disabled:cursor-not-allowed data-disabled:opacity-50';

/** A menu item that navigates inside the app, or opens an external address in a new tab. */
export type MenuLinkProps = {
  to: string;
  children: ReactNode;
  onSelect?: () => void;
  external?: boolean;
};

export function MenuLink({ to, children, onSelect, external }: MenuLinkProps) {
  return (
    <DropdownMenu.Item asChild className={itemClass} onSelect={onSelect}>
      {external ? (
        <a href={to} target="_blank" rel="noreferrer">
          {children}
        </a>
      ) : (
        <Link to={to}>{children}</Link>
      )}
    </DropdownMenu.Item>
  );
}

export type MenuButtonProps = {
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  className?: string;
};

export function MenuButton({ children, onSelect, disabled, className }: MenuButtonProps) {
  return (
    <DropdownMenu.Item className={cn(itemClass, className)} onSelect={onSelect} disabled={disabled}>
      {children}
    </DropdownMenu.Item>
  );
}

export const MenuSeparator = ({ className }: { className?: string }) => (
  <DropdownMenu.Separator className={cn('my-2 h-px bg-mist', className)} />
);

export const MenuLabel = ({ children, className }: { children: ReactNode; className?: string }) => (
  <DropdownMenu.Label
    className={cn('px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase', className)}
  >
    {children}
  </DropdownMenu.Label>
);
