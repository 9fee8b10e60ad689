import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { sessionStorageKeys } from '@bazaar/contracts';
import { signInThroughApi, type Account } from './accounts';

/**
 * Makes every page of `context` one whose visit has already been offered the exit dialog, as the
 * journeys' own `context` fixture (support/test.ts) does: the pointer's moves never open it in
 * the middle of a journey. For a context a journey opens itself (`newPhoneContext`…).
 */
export async function exitDialogAlreadyOffered(context: BrowserContext): Promise<void> {
  await context.addInitScript((key: string) => {
    window.sessionStorage.setItem(key, new Date().toISOString());
  }, sessionStorageKeys.exitDialogShown);
}

/**
 * A browser context of another person on another device, as the journeys' own `context` fixture
 * makes it (`exitDialogAlreadyOffered`).
 */
export async function newPersonContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await exitDialogAlreadyOffered(context);
  return context;
}

/**
 * A page of `account`'s own browser context, signed in through the api (ADR 0084); nothing is
 * loaded yet (open it with `openApp`). Close it with `page.context().close()`.
 */
export async function personPage(
  browser: Browser,
  account: Pick<Account, 'email' | 'password'>,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await newPersonContext(browser, options);
  await signInThroughApi(context, account);
  return context.newPage();
}
