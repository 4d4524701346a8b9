import { describe, expect, it } from 'vitest';
import { isSafeRedirect, shouldShowChromeNotice } from './browser.ts';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
};

describe('Chrome notice (spec §1)', () => {
  it('is shown to desktop Windows and Mac visitors who are not on Chrome', () => {
    expect(shouldShowChromeNotice(UA.edgeWindows)).toBe(true);
    expect(shouldShowChromeNotice(UA.firefoxMac)).toBe(true);
    expect(shouldShowChromeNotice(UA.safariMac)).toBe(true);
  });

  it('is not shown on Chrome, on phones or on other systems', () => {
    expect(shouldShowChromeNotice(UA.chromeWindows)).toBe(false);
    expect(shouldShowChromeNotice(UA.chromeMac)).toBe(false);
    expect(shouldShowChromeNotice(UA.safariIphone)).toBe(false);
    expect(shouldShowChromeNotice(UA.firefoxLinux)).toBe(false);
  });
});

describe('isSafeRedirect', () => {
  it('accepts paths of this site only', () => {
    expect(isSafeRedirect('/contacts?x=1')).toBe(true);
    expect(isSafeRedirect('//evil.example/')).toBe(false);
    expect(isSafeRedirect('https://evil.example/')).toBe(false);
    expect(isSafeRedirect('/\\evil.example')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });
});
