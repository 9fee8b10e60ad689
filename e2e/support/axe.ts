import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/**
 * Serious and critical axe findings of the page once its transitions have ended: text fading in
 * is measured at its final colours, not halfway (a looping animation, a spinner, is not waited
 * for, and after 5 s the page is taken as it is).
 */
export async function seriousViolations(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
