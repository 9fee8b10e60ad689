import { test as base } from '@playwright/test';
import { sessionStorageKeys } from '@bazaar/contracts';

export * from '@playwright/test';

/**
 * Playwright's test, for every journey but the overlays': the visitor has already been offered
 * the exit dialog in this visit. The dialog opens whenever the pointer leaves the window through
 * any edge (spec §4), and the pointer events the browser synthesizes around a full-page screenshot
 * or a re-layout can look like that in the middle of an unrelated journey. `overlays.spec.ts`
 * keeps Playwright's own test and pins the dialog.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript((key: string) => {
      window.sessionStorage.setItem(key, new Date().toISOString());
    }, sessionStorageKeys.exitDialogShown);
    await use(context);
  },
});
