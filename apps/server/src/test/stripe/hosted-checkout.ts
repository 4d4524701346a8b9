import type { ServerResponse } from 'node:http';
import { formatDollars } from '@folio/shared';
import { esc, page } from './hosted-page.ts';
import type { StripeObject, StripeState } from './stripe-state.ts';

type Tier = { up_to: number | null; unit_amount: number };
type LineItem = { price: string; quantity: number };

/** Cents of one line: a per-unit price times the quantity, or every seat at the price of its volume tier. */
function lineAmount(price: StripeObject, quantity: number) {
  if (price.billing_scheme !== 'tiered') return Number(price.unit_amount) * quantity;
  const tier = (price._tiers as Tier[]).find((t) => t.up_to === null || quantity <= t.up_to);
  return (tier?.unit_amount ?? 0) * quantity;
}

/** Cents the session's promotion codes take off `amount`. */
function discountOf(state: StripeState, codes: string[], amount: number) {
  let off = 0;
  for (const id of codes.filter((c) => c?.startsWith('promo_'))) {
    const promotion = state.get(id, 'promotion_code').promotion as { coupon: string };
    const coupon = state.get(promotion.coupon, 'coupon');
    off += coupon.amount_off
      ? Number(coupon.amount_off)
      : Math.round((amount * Number(coupon.percent_off ?? 0)) / 100);
  }
  return Math.min(off, amount);
}

/** What the session charges, as Stripe's hosted page lists it. */
function summary(state: StripeState, session: StripeObject) {
  const lines = (session._line_items as LineItem[]).map((item) => {
    const price = state.get(item.price, 'price');
    const interval = (price.recurring as { interval: string } | null)?.interval;
    return { quantity: item.quantity, interval, amount: lineAmount(price, item.quantity) };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = discountOf(state, session._discounts as string[], subtotal);
  const rows = lines.map(
    (line) =>
      `<tr><td>Subscription × ${line.quantity}${line.interval ? `, billed every ${line.interval}` : ''}</td>` +
      `<td>${formatDollars(line.amount)}</td></tr>`,
  );
  if (discount) rows.push(`<tr><td>Discount</td><td>−${formatDollars(discount)}</td></tr>`);
  rows.push(`<tr class="total"><td>Total due today</td><td>${formatDollars(subtotal - discount)}</td></tr>`);
  return `<table>${rows.join('')}</table>`;
}

function checkoutPage(state: StripeState, session: StripeObject) {
  const setup = session.mode === 'setup';
  const cancel = session.cancel_url
    ? `<p><a href="${esc(session.cancel_url)}">← Cancel and go back</a></p>`
    : '';
  return page(
    'Checkout (test mode)',
    `${cancel}<h1>${setup ? 'Save a card' : 'Subscribe'}</h1><section>
${setup ? '' : summary(state, session)}
<p>Test mode: the card is Visa •••• 4242.</p>
<form method="post" action="/checkout/${esc(session.id)}/pay"><button type="submit">${setup ? 'Save card' : 'Pay'}</button></form>
</section>`,
  );
}

/**
 * Stripe's hosted Checkout page at a session's url: it lists what the session charges; Pay completes the
 * session (card, customer, subscription and its first invoice; the server then delivers the events) and
 * sends the browser to success_url; the link goes back to cancel_url. Answers false for other paths.
 */
export function createHostedCheckout(deps: {
  state: StripeState;
  complete: (sessionId: string) => StripeObject[];
}) {
  const { state, complete } = deps;
  return (method: string, path: string, res: ServerResponse) => {
    const match = /^\/checkout\/(cs_\w+)(\/pay)?$/.exec(path);
    if (!match) return false;
    const session = state.objects.get(match[1]!);
    const html = (status: number, title: string, body = `<h1>${title}</h1>`) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(title, body));
      return true;
    };
    if (session?.object !== 'checkout.session') return html(404, 'This Checkout Session does not exist.');
    if (session.status !== 'open') return html(410, 'This Checkout Session is no longer active.');
    if (method === 'GET' && !match[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(checkoutPage(state, session));
      return true;
    }
    if (method !== 'POST' || !match[2]) return html(405, 'Not allowed');
    complete(session.id);
    res.writeHead(303, {
      location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id),
    });
    res.end();
    return true;
  };
}
