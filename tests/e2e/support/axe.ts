import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** axe-core's browser build; pages need `bypassCSP` to take it (script-src 'self'). */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Waits until no transition or animation is running (an endless one, like a spinner, does not count). */
const atRest = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );

/** axe-core's serious and critical findings on the page as it is now ('rule: target' each). */
async function axeFindings(page: Page) {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const results = await axe.run();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/**
 * The serious and critical findings of the page at rest. A toast half-way through fading has the contrast
 * of neither end, and one may start fading while axe reads: a finding counts when it is still there once
 * the page has come to rest again.
 */
export async function seriousFindings(page: Page) {
  await atRest(page);
  await page.addScriptTag({ path: AXE });
  const first = await axeFindings(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1000);
  await atRest(page);
  return axeFindings(page);
}

/** Fails the journey on any serious or critical axe finding of the page as it is now. */
export async function expectAccessible(page: Page, where: string) {
  expect(await seriousFindings(page), `axe on ${where}`).toEqual([]);
}
