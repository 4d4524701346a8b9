import { type Coupon, formatDollars } from '@folio/shared';
import { useId, useState } from 'react';
import type { Camelize } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import type { CouponState } from './use-coupon.ts';

const DURATION: Record<string, (months: number | null) => string> = {
  forever: () => 'every invoice',
  once: () => 'your first invoice',
  repeating: (months) => `each invoice for ${months} months`,
};

/** 'Coupon SAVE8 applied: $8 off every invoice.' */
export function couponText(coupon: Camelize<Coupon>) {
  const off = coupon.amountOff ? formatDollars(coupon.amountOff) : `${coupon.percentOff}%`;
  const when = (DURATION[coupon.duration] ?? DURATION.forever!)(coupon.durationInMonths);
  return `Coupon ${coupon.code} applied: ${off} off ${when}.`;
}

/** The coupon code input with Apply, then what the code takes off, or why it was refused. */
export function CouponField({ state }: { state: CouponState }) {
  const id = useId();
  const [code, setCode] = useState(state.applied ?? '');
  const message = state.error ?? (state.coupon && couponText(state.coupon));
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        state.apply(code);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={64}
          autoComplete="off"
          aria-invalid={Boolean(state.error)}
          aria-describedby={message ? `${id}-message` : undefined}
          className={inputClass(Boolean(state.error))}
          placeholder="Enter a code"
        />
        {state.coupon ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              state.remove();
              setCode('');
            }}
          >
            Remove
          </Button>
        ) : (
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            loading={state.checking}
            disabled={!code.trim()}
          >
            Apply
          </Button>
        )}
      </div>
      {message && (
        <p
          id={`${id}-message`}
          role={state.error ? 'alert' : 'status'}
          className={state.error ? 'text-sm text-danger' : 'text-sm text-success'}
        >
          {message}
        </p>
      )}
    </form>
  );
}
