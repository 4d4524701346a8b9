import { NOTIFICATION_CHANNELS, type NotificationChannel, type SettableCategory } from '@folio/shared';
import { type ReactNode, useId } from 'react';
import { Switch } from '../../ui/switch.tsx';
import { CATEGORY_TEXTS, CHANNEL_LABELS } from './notification-categories.ts';

/** One channel's switch of a category; null where the category never uses that channel. */
export type ChannelCell = {
  channel: NotificationChannel;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
} | null;

/**
 * One category of the Notifications tab: its name and what it is about, then a switch per channel, in
 * columns on wide screens and labelled in a row under the text on small ones.
 */
export function CategoryRow({
  category,
  cells,
  children,
}: {
  category: SettableCategory;
  cells: ChannelCell[];
  children?: ReactNode;
}) {
  const id = useId();
  const { label, text } = CATEGORY_TEXTS[category];
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="grid gap-3 wide:grid-cols-[1fr_repeat(3,4.5rem)] wide:items-center wide:gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span id={`${id}-label`} className="text-base font-medium text-ink">
            {label}
          </span>
          <span className="text-sm text-muted">{text}</span>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 wide:contents">
          {cells.map((cell, index) => {
            const channel = NOTIFICATION_CHANNELS[index] ?? 'in_app';
            const name = CHANNEL_LABELS[channel];
            if (!cell)
              return (
                <span
                  key={channel}
                  className="hidden text-center text-muted wide:block"
                  title={`No ${name.toLowerCase()} for this`}
                >
                  <span aria-hidden>—</span>
                  <span className="sr-only">{`${label}: no ${name.toLowerCase()}`}</span>
                </span>
              );
            return (
              <div key={channel} className="flex flex-col items-start gap-1 wide:items-center">
                <Switch
                  id={`${id}-${channel}`}
                  checked={cell.checked}
                  disabled={cell.disabled}
                  onCheckedChange={cell.onChange}
                  aria-label={`${label}: ${name}`}
                />
                <label htmlFor={`${id}-${channel}`} className="text-xs text-muted wide:sr-only">
                  {name}
                </label>
              </div>
            );
          })}
        </div>
      </div>
      {children}
    </li>
  );
}
