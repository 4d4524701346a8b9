import { formatDollars } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { dfyOfferQuery, useStartDfy } from './api.ts';
import { DFY_CARD_TEXTS } from './plan-content.ts';

/** The one-time done-for-you offer below the plans (spec §1), shown only when the server offers it. */
export function DfyOfferCard({ signedIn }: { signedIn: boolean }) {
  const offer = useQuery(dfyOfferQuery);
  const start = useStartDfy();
  if (!offer.data) return null;
  return (
    <section
      aria-labelledby="dfy-offer"
      className="flex flex-col gap-4 rounded-2xl border border-mist bg-white p-6 wide:flex-row wide:items-center wide:justify-between"
    >
      <div className="flex max-w-xl flex-col gap-2">
        <h2 id="dfy-offer" className="text-lg font-semibold text-ink">
          {offer.data.name ?? DFY_CARD_TEXTS.title}
        </h2>
        <p className="text-sm text-muted">{offer.data.description ?? DFY_CARD_TEXTS.intro}</p>
      </div>
      <div className="flex flex-col gap-3 wide:items-end">
        <p>
          <span className="text-3xl font-semibold tracking-tight text-ink">
            {formatDollars(offer.data.unitAmount)}
          </span>{' '}
          <span className="text-sm text-muted">{DFY_CARD_TEXTS.priceNote}</span>
        </p>
        {signedIn ? (
          <Button
            variant="accent"
            size="lg"
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onError: (error) => notify.error(firstMessage(error)) })}
          >
            {DFY_CARD_TEXTS.buy}
          </Button>
        ) : (
          <Link
            to={`/login?${new URLSearchParams({ redirect: '/payment' })}`}
            className={buttonClass('accent', 'lg')}
          >
            {DFY_CARD_TEXTS.logIn}
          </Link>
        )}
      </div>
    </section>
  );
}
