import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useTookLong } from '../../lib/use-took-long.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { userQuery } from '../accounts/queries.ts';
import { takeUpgradeReturn } from '../create-team/team-draft.ts';
import { paymentKeys } from './api.ts';
import { PAYMENT_TEXTS } from './plan-content.ts';

const POLL_MS = 2000;
const SLOW_AFTER_MS = 30_000;

/**
 * Back from a paid Checkout: the plan starts when Stripe's webhook reaches the server, which may be after
 * the browser is back. Waits (the socket's role message, and a poll as a fallback) until the user is
 * premium, then says so, or goes back to the page that sent the user to upgrade (/create-a-team).
 */
export function CheckoutSuccess() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useQuery({
    ...userQuery,
    refetchInterval: (query) => (query.state.data?.role === 'premium_agent' ? false : POLL_MS),
  });
  const premium = user?.role === 'premium_agent';
  const slow = useTookLong(SLOW_AFTER_MS);

  useEffect(() => {
    if (!premium) return;
    notify.success(PAYMENT_TEXTS.welcome, { id: 'checkout-success' });
    void client.invalidateQueries({ queryKey: paymentKeys.subscription });
    const back = takeUpgradeReturn();
    if (back) navigate(back, { replace: true });
  }, [premium, client, navigate]);

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center"
      aria-live="polite"
    >
      {premium ? (
        <>
          <CircleCheck className="size-12 text-success" aria-hidden />
          <h1 className="text-2xl font-semibold tracking-tight">You're on Premium</h1>
          <p className="text-lg text-muted">{PAYMENT_TEXTS.welcome}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to="/presentations" className={buttonClass('primary', 'lg')}>
              Go to your presentations
            </Link>
            <Link to="/settings/billing" className={buttonClass('secondary', 'lg')}>
              Billing settings
            </Link>
          </div>
        </>
      ) : (
        <>
          <Spinner className="size-10 text-theme" label={PAYMENT_TEXTS.confirming} />
          <h1 className="text-2xl font-semibold tracking-tight">{PAYMENT_TEXTS.confirming}</h1>
          <p className="text-muted">{slow ? PAYMENT_TEXTS.confirmingSlow : PAYMENT_TEXTS.confirmingNote}</p>
        </>
      )}
    </section>
  );
}
