import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination.ts';

const go = (state: unknown, search: string, showOnboarding = false) =>
  loginDestination({ state, search, showOnboarding });

describe('destination after login, in the order of spec §2', () => {
  it('1. the redirect target from route state, then from the redirect query parameter', () => {
    expect(
      go({ from: { pathname: '/contacts', search: '?a=1' } }, '?redirect=/insights&referral_code=X', true),
    ).toBe('/contacts?a=1');
    expect(go({ from: '/settings/password' }, '', true)).toBe('/settings/password');
    expect(go(null, '?redirect=%2Finsights%3Fpage%3D2&referral_code=X', true)).toBe('/insights?page=2');
  });

  it('ignores redirect targets that leave the site', () => {
    expect(go(null, '?redirect=//evil.example')).toBe('/presentations');
    expect(go(null, '?redirect=https://evil.example')).toBe('/presentations');
  });

  it('2. with a referral code, /payment with the remaining query parameters', () => {
    expect(go({ hash: 'abc' }, '?referral_code=FRIEND&plan=year&coupon=LOCK', true)).toBe(
      '/payment?plan=year&coupon=LOCK',
    );
    expect(go(null, '?referral_code=FRIEND')).toBe('/payment');
  });

  it('3. with a shared-presentation hash in state, /presentations carrying that hash', () => {
    expect(go({ hash: 'f00d' }, '', true)).toBe('/presentations?hash=f00d');
    // The recipient page's Log in link carries it in the query (a full page load has no route state).
    expect(go(null, '?hash=beef', true)).toBe('/presentations?hash=beef');
    expect(go(null, '?hash=beef&referral_code=FRIEND&plan=year')).toBe('/payment?plan=year');
  });

  it('4. /onboarding/usage when the user must see onboarding', () => {
    expect(go(null, '', true)).toBe('/onboarding/usage');
  });

  it('5. otherwise /presentations', () => {
    expect(go(undefined, '')).toBe('/presentations');
  });
});
