import { UPGRADE_BENEFITS } from '@folio/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useUpgradeDialog } from './premium.ts';

/** The upgrade dialog of spec §2: what Premium adds, and the way to /payment. */
export function UpgradeDialog() {
  const { open, setOpen } = useUpgradeDialog();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Upgrade to Premium"
      description="This is a Premium feature. Upgrade to get:"
    >
      <ul className="flex flex-col gap-3">
        {UPGRADE_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-3 font-medium text-ink">
            <span className="grid size-6 place-items-center rounded-full bg-theme-lightest text-theme">
              <Check className="size-4" strokeWidth={3} aria-hidden />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Not now
        </Button>
        <Link to="/payment" className={buttonClass('accent')} onClick={() => setOpen(false)}>
          Upgrade
        </Link>
      </div>
    </Dialog>
  );
}
