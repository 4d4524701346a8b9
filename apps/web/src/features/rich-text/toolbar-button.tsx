import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../ui/cn.ts';

type ToolbarButtonProps = ComponentPropsWithRef<'button'> & {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  /** An on/off button (announced as pressed or not); false for buttons that open a panel. */
  toggle?: boolean;
};

/** A square toolbar button; keeps the editor's selection when clicked. */
export function ToolbarButton({
  label,
  icon: Icon,
  active,
  toggle = true,
  className,
  ...props
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={toggle ? Boolean(active) : undefined}
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-md text-ink hover:bg-theme-lightest',
        active && 'bg-theme-lightest text-theme ring-1 ring-theme-light',
        className,
      )}
      {...props}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
