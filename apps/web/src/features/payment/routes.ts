import type { RouteObject } from 'react-router';

/** /payment and /payment/{planId} (spec §2): loaded only on these routes, with everything about paying. */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment',
    lazy: () => import('./payment-page.tsx').then((m) => ({ Component: m.PaymentPage })),
  },
  {
    path: 'payment/:planId',
    lazy: () => import('./plan-checkout-page.tsx').then((m) => ({ Component: m.PlanCheckoutPage })),
  },
];
