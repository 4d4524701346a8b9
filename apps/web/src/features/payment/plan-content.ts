import { FREE_USER_FILE_LIMIT } from '@folio/shared';
import type { PlanKind } from './pricing.ts';

/** What each plan includes, as /payment lists it (the upgrade and downgrade modals' benefits, spec §2). */
export const PLAN_FEATURES: Record<'free' | PlanKind, string[]> = {
  free: [
    'Build and share presentations and documents',
    `Uploads up to ${FREE_USER_FILE_LIMIT / 1_000_000} MB per file`,
  ],
  core: [
    'Unlimited analytics',
    'Folders and favorites',
    'Saved contacts',
    'Password-protected sharing',
    'Video headers',
  ],
  tiered: [
    'Everything in Premium for each member',
    'Shared presentation templates',
    'A lower price per user as the team grows',
  ],
};

export const PAYMENT_TEXTS = {
  title: 'Upgrade to Premium',
  titlePremium: 'Plans',
  intro:
    'Premium unlocks unlimited analytics, folders, favorites, saved contacts and password-protected sharing.',
  loadFailed: 'The plans could not be loaded.',
  secure: "You enter your card on Stripe's secure page: your card number never reaches us.",
  canceled: 'Payment canceled. You have not been charged.',
  confirming: 'Confirming your payment…',
  confirmingNote: 'Stripe has your payment; your plan starts in a moment.',
  confirmingSlow: 'Stripe has not confirmed the payment yet. This page updates as soon as it does.',
  welcome: 'Welcome to Premium! Your payment went through.',
} as const;

export const DFY_CARD_TEXTS = {
  title: 'Done for you',
  intro: 'Short on time? Our team builds your first presentation for you, ready to share.',
  priceNote: 'One-time payment',
  buy: 'Get it done for you',
  logIn: 'Log in to buy',
} as const;
