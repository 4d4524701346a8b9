import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** axe-core's browser build; pages need `bypassCSP` to take it (script-src 'self'). */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page as it is now ('rule: target' each). */
export async function seriousFindings(page: Page) {
  // Axe reads the page at rest: a toast half-way through fading has the contrast of neither end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
    type AxeResults = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const results = await axe.run();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  return found;
}

/** Fails the journey on any serious or critical axe finding of the page as it is now. */
export async function expectAccessible(page: Page, where: string) {
  expect(await seriousFindings(page), `axe on ${where}`).toEqual([]);
}
