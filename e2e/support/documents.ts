import { expect, type Page, type Response } from '@playwright/test';
import { waitForApp } from './pages';

/**
 * Opens a page of the app as `openApp` does, and answers the response its document came with
 * (after any redirect): for the journeys that check a page's status or headers.
 */
export async function openDocument(page: Page, url: string): Promise<Response> {
  // eslint-disable-next-line no-restricted-properties -- openApp's load, keeping the document's answer
  const response = await page.goto(url);
  expect(response, `the document of ${url}`).not.toBeNull();
  await waitForApp(page);
  return response!;
}
