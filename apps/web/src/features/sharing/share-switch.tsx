import { Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Switch } from '../../ui/switch.tsx';
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
        <Switch id={id} checked={checked} disabled={locked || disabled} onCheckedChange={onCheckedChange} />
      </div>
      {checked && children}
    </div>
  );
}
