import { Lock } from 'lucide-react';
import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { openUpgradeDialog } from '../presentations/premium.ts';
import { InfoTip } from './info-tip.tsx';

type ShareSwitchProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A premium-only switch for a free user: disabled, with the upgrade hint (spec §5). */
  locked?: boolean;
  disabled?: boolean;
  /** A short explanation shown beside the label. */
  tooltip?: string;
  /** What the switch reveals when on (a message or password input). */
  children?: ReactNode;
};

/** One setting of a share link: a labelled switch, and what it reveals when on. */
export function ShareSwitch({
  label,
  checked,
  onCheckedChange,
  locked,
  disabled,
  tooltip,
  children,
}: ShareSwitchProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-8 items-center justify-between gap-4">
        <div className="flex flex-col">
          <span className="flex items-center gap-1.5">
            <label htmlFor={id} className="text-sm text-ink">
              {label}
            </label>
            {tooltip && <InfoTip text={tooltip} label={`About “${label}”`} />}
          </span>
          {locked && (
            <button
              type="button"
              onClick={openUpgradeDialog}
              className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-theme hover:underline"
            >
              <Lock className="size-3" aria-hidden />
              Premium feature: upgrade
            </button>
          )}
        </div>
        <Switch.Root
          id={id}
          checked={checked}
          disabled={locked || disabled}
          onCheckedChange={onCheckedChange}
          className="relative h-6 w-11 shrink-0 rounded-full bg-mist transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-theme"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      {checked && children}
    </div>
  );
}
