import { BILLING_MESSAGES } from '@folio/shared';
import Stripe from 'stripe';
import { AppError, fieldError } from '../../platform/errors.ts';

/** No STRIPE_SECRET_KEY: every billing call answers this, and nothing pretends to charge. */
export const paymentsNotConfigured = () => new AppError(409, { detail: BILLING_MESSAGES.notConfigured });

/** Stripe has no usable Price for the plan (the operator has not created it, or it is archived). */
export const planUnavailable = () => new AppError(409, { detail: BILLING_MESSAGES.planUnavailable });

export const couponInvalid = (field = 'code') => fieldError(field, BILLING_MESSAGES.couponInvalid);
export const noSubscription = () => new AppError(409, { detail: BILLING_MESSAGES.noSubscription });
export const alreadySubscribed = () => new AppError(409, { detail: BILLING_MESSAGES.alreadySubscribed });
export const notInGoodStanding = () => new AppError(409, { detail: BILLING_MESSAGES.notInGoodStanding });
export const samePeriod = () => new AppError(409, { detail: BILLING_MESSAGES.samePeriod });
export const noCustomer = () => new AppError(409, { detail: BILLING_MESSAGES.noCustomer });

/** Stripe failed or could not be reached: the spec's text for the action that failed. */
export const providerFailed = (detail: string = BILLING_MESSAGES.paymentProviderFailed) =>
  new AppError(502, { detail });

/**
 * What the API answers when a Stripe call fails: a refused card is the user's to fix (400); anything else
 * is the provider's (502). Our own errors pass through.
 */
export function fromStripe(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) return fieldError('card_token', error.message);
  return providerFailed();
}
