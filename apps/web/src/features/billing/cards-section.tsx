import type { Card } from '@folio/shared';
import { CreditCard } from 'lucide-react';
import type { Camelize } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { useAddCard } from './billing-api.ts';
import { BillingSection } from './billing-section.tsx';
import { BILLING_TEXTS } from './billing-texts.ts';

const brandName = (brand: string) =>
  brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);

/** The cards Stripe holds for the user, the default marked; a new card is typed on Stripe's page. */
export function CardsSection({ cards }: { cards: Camelize<Card>[] }) {
  const addCard = useAddCard();
  const add = () => addCard.mutate(undefined, { onError: (error) => notify.error(firstMessage(error)) });
  return (
    <BillingSection id="billing-cards" title="Cards">
      {cards.length === 0 ? (
        <p className="text-sm text-muted">{BILLING_TEXTS.noCards}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-mist px-4 py-3"
            >
              <CreditCard className="size-5 shrink-0 text-muted" aria-hidden />
              <span className="font-medium">
                {brandName(card.brand)} •••• {card.last4}
              </span>
              <span className="text-sm text-muted">
                Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
              </span>
              {card.default && (
                <span className="ml-auto rounded-full bg-theme-lightest px-2 py-0.5 text-xs font-semibold text-theme">
                  Default
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" loading={addCard.isPending || addCard.isSuccess} onClick={add}>
          Add card
        </Button>
      </div>
    </BillingSection>
  );
}
