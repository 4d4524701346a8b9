import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export const MenuRoot = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

/** The floating panel of a dropdown menu. */
export function MenuContent({
  children,
  align = 'start',
  className,
  onCloseAutoFocus,
}: {
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  /** Called before focus goes back to the trigger; preventDefault() keeps it where an action put it. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={8}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'z-50 min-w-56 rounded-xl border border-mist bg-white p-2 shadow-lg outline-none',
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
export function MenuLink({
  to,
  children,
  onSelect,
  external,
}: {
  to: string;
  children: ReactNode;
  onSelect?: () => void;
  external?: boolean;
}) {
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

export function MenuButton({
  children,
  onSelect,
  disabled,
}: {
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect} disabled={disabled}>
      {children}
    </DropdownMenu.Item>
  );
}

export const MenuSeparator = () => <DropdownMenu.Separator className="my-2 h-px bg-mist" />;

export const MenuLabel = ({ children }: { children: ReactNode }) => (
  <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase">
    {children}
  </DropdownMenu.Label>
);
