import { INSIGHTS_TEXTS, PREMIUM_MESSAGES } from '@folio/shared';
import { Lock } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { openUpgradeDialog } from './premium.ts';

const MESSAGES = { ...PREMIUM_MESSAGES, insights: INSIGHTS_TEXTS.premiumRequired };

const TITLES: Record<keyof typeof MESSAGES, string> = {
  favorites: 'Favorites',
  folders: 'Folders',
  contacts: 'Saved contacts',
  insights: 'Analytics',
  videoHeaders: 'Video headers',
};

/** Stands in for a premium area that a user without premium access opens. */
export function PremiumGate({ feature }: { feature: keyof typeof MESSAGES }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-mist bg-white px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-theme-lightest text-theme">
        <Lock className="size-7" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold">{TITLES[feature]}</h2>
      <p className="max-w-md text-muted">{MESSAGES[feature]}</p>
      <Button variant="accent" onClick={openUpgradeDialog}>
        Upgrade
      </Button>
    </section>
  );
}
