import { formatDollars, MAX_SEATS } from '@folio/shared';
import { useId, useState } from 'react';
import { inputClass } from '../../ui/field.tsx';
import { minSeats, PLAN_NAME, type Plan, priceText, seatPrice } from './pricing.ts';

/** What the plan costs at this seat count, the coupon's discount and the total due today. */
export function OrderSummary({
  plan,
  seats,
  onSeats,
  discount,
}: {
  plan: Plan;
  seats: number;
  onSeats: (seats: number) => void;
  discount: number;
}) {
  const seatsId = useId();
  const [typed, setTyped] = useState(String(seats));
  const perSeat = seatPrice(plan, seats);
  const subtotal = perSeat * seats;
  const total = Math.max(0, subtotal - discount);
  const period = plan.interval === 'year' ? 'year' : 'month';
  return (
    <section
      aria-labelledby={`${seatsId}-title`}
      className="flex flex-col gap-5 rounded-2xl border border-mist bg-white p-6 wide:col-span-2"
    >
      <h2 id={`${seatsId}-title`} className="text-lg font-semibold text-ink">
        Summary
      </h2>
      {plan.kind === 'tiered' && (
        <div className="flex w-36 flex-col gap-2">
          <label htmlFor={seatsId} className="text-sm font-medium text-ink">
            Number of users
          </label>
          <input
            id={seatsId}
            type="number"
            inputMode="numeric"
            min={minSeats(plan.kind)}
            max={MAX_SEATS}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              onSeats(clampSeats(plan, Number(event.target.value)));
            }}
            onBlur={() => setTyped(String(seats))}
            className={inputClass(false)}
          />
        </div>
      )}
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{PLAN_NAME[plan.kind]}</dt>
          <dd className="text-ink">
            {plan.kind === 'tiered'
              ? `${seats} users × ${priceText(perSeat, plan.interval)}`
              : priceText(perSeat, plan.interval)}
          </dd>
        </div>
        {discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Discount</dt>
            <dd className="text-success">−{formatDollars(Math.min(discount, subtotal))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-mist pt-3 text-base font-semibold">
          <dt>Total due today</dt>
          <dd>{formatDollars(total)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">Renews every {period} until you cancel it in the Billing settings.</p>
    </section>
  );
}

/** A seat count the plan can be bought for. */
export function clampSeats(plan: Pick<Plan, 'kind'>, seats: number) {
  if (!Number.isFinite(seats)) return minSeats(plan.kind);
  return Math.min(MAX_SEATS, Math.max(minSeats(plan.kind), Math.round(seats)));
}
