import { expect, type Page } from '@playwright/test';
import { verifyAddress } from './mailbox.ts';

export const PASSWORD = 'Sturdy-Harbor-42';

/** The onboarding answers every test account gives. */
export const ONBOARDING_ANSWERS = {
  usage: ['Work'],
  industry: 'sales',
  in_brokerage: false,
  hear_about: 'An ad',
  works_in_team: false,
  needs_discount: false,
};

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Creates an account through the API, its address verified (onboarding answered unless asked not to);
 * the page keeps no session.
 */
export async function createAccount(page: Page, options: { email?: string; onboarded?: boolean } = {}) {
  const email = options.email ?? uniqueEmail('agent');
  const api = page.context().request;
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const response = await api.post('/api/register', {
    headers,
    data: { email, password1: PASSWORD, password2: PASSWORD, first_name: 'Dana', last_name: 'Reyes' },
  });
  if (!response.ok()) throw new Error(await response.text());
  await verifyAddress(api, email);
  if (options.onboarded !== false) {
    await api.post('/api/onboarding', {
      headers,
      data: ONBOARDING_ANSWERS,
    });
  }
  await api.post('/api/auth/logout', { headers });
  await page.context().clearCookies();
  return email;
}

/** Creates an account and signs in through the login page; the page ends on /presentations. */
export async function signIn(page: Page) {
  const email = await createAccount(page);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  // Checking the password (Argon2) and loading the list's code take seconds on a busy machine.
  await expect(page).toHaveURL(/\/presentations$/, { timeout: 30_000 });
  return email;
}
