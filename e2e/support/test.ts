import path from 'node:path';
import { test as base, type TestInfo } from '@playwright/test';
import { sessionStorageKeys } from '@bazaar/contracts';
import { newBuyer, newSeller, type Account } from './accounts';
import { recordPageErrors } from './pages';

export * from '@playwright/test';

interface JourneyFixtures {
  /** A buyer of this journey's own, signed up through the api when the journey asks for it. */
  buyer: Account;
  /** A business seller of this journey's own, signed up through the api when asked for. */
  seller: Account;
}

/** The journey's file name (`cart` for cart.spec.ts): it names the accounts the journey makes. */
function journeyLabel(testInfo: TestInfo): string {
  return path.basename(testInfo.file).replace(/\.spec\.ts$/, '');
}

/**
 * Playwright's test, for every journey but the overlays', with accounts of the journey's own
 * (ADR 0084). The visitor has already been offered the exit dialog in this visit: the dialog
 * opens whenever the pointer leaves the window through any edge (spec §4), and the pointer events
 * the browser synthesizes around a re-layout can look like that in the middle of an unrelated
 * journey. `overlays.spec.ts` keeps Playwright's own test and pins the dialog. The page's uncaught
 * errors are kept for a failure to tell.
 */
export const test = base.extend<JourneyFixtures>({
  page: async ({ page }, use) => {
    recordPageErrors(page);
    await use(page);
  },
  context: async ({ context }, use) => {
    await context.addInitScript((key: string) => {
      window.sessionStorage.setItem(key, new Date().toISOString());
    }, sessionStorageKeys.exitDialogShown);
    await use(context);
  },
  buyer: async ({ request }, use, testInfo) => {
    await use(await newBuyer(request, journeyLabel(testInfo)));
  },
  seller: async ({ request }, use, testInfo) => {
    await use(await newSeller(request, journeyLabel(testInfo)));
  },
});
