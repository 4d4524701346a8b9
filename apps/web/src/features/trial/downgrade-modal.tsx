import { TRIAL_TEXTS } from '@folio/shared';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useUpdateUser } from '../accounts/api.ts';
import type { User } from '../accounts/types.ts';
import { PremiumLosses } from './premium-losses.tsx';

/**
 * The downgrade-to-free modal (spec §2, §4): opens while show_downgrade_to_freemium_modal is on; 'Stay free'
 * and 'Upgrade' both clear it on the server, Upgrade then goes to /payment.
 */
export function DowngradeModal({ user }: { user: User }) {
  const update = useUpdateUser();
  const navigate = useNavigate();
  const answer = (then?: string) =>
    update.mutate(
      { showDowngradeToFreemiumModal: false },
      { onSuccess: () => then && navigate(then), onError: () => notify.error() },
    );
  return (
    <Dialog
      open={user.showDowngradeToFreemiumModal}
      dismissible={false}
      title={TRIAL_TEXTS.modalTitle}
      description={TRIAL_TEXTS.modalText}
    >
      <PremiumLosses />
      <div className="mt-8 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
        <Button variant="secondary" disabled={update.isPending} onClick={() => answer()}>
          {TRIAL_TEXTS.stayFree}
        </Button>
        <Button variant="accent" disabled={update.isPending} onClick={() => answer('/payment')}>
          {TRIAL_TEXTS.upgrade}
        </Button>
      </div>
    </Dialog>
  );
}
