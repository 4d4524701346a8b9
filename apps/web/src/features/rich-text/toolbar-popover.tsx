import type { LucideIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { ToolbarButton } from './toolbar-button.tsx';

/** A toolbar button that opens a small panel (link, colour, emoji). */
export function ToolbarPopover({
  label,
  icon,
  active,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <ToolbarButton label={label} icon={icon} active={active} toggle={false} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          align="start"
          collisionPadding={8}
          aria-label={label}
          className="z-50 w-72 max-w-[calc(100vw-16px)] rounded-xl border border-mist bg-white p-3 shadow-lg outline-none"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
