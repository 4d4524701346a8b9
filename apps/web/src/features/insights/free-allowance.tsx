import { pluralize } from '@folio/shared';
import { Sparkles } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { useUser } from '../accounts/api.ts';
import { canUsePremium, openUpgradeDialog } from '../presentations/premium.ts';

/** Free users see the insights of their first N shared presentations (remaining_presentation_insights_free_user). */
export function FreeAllowance() {
  const user = useUser();
  if (!user || canUsePremium(user)) return null;
  const left = user.remainingPresentationInsightsFreeUser;
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-theme-lightest px-4 py-3 text-sm text-ink wide:flex-row wide:items-center wide:justify-between">
      <p className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-theme" aria-hidden />
        <span>
          Free plan: insights of your first <strong>{pluralize(left, 'shared presentation')}</strong>. Upgrade
          to Premium for unlimited analytics.
        </span>
      </p>
      <Button variant="accent" size="sm" onClick={openUpgradeDialog}>
        Upgrade
      </Button>
    </div>
  );
}
