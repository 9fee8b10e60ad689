import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/** Serious and critical axe findings of the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
