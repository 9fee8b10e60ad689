import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a sortable row up from the keyboard (Space on its focused handle) and waits until the
 * arrow keys move it. dnd-kit announces the pick-up in its live region at once, but its keyboard
 * sensor starts listening for the arrows only in a timer it sets when the drag starts; on a busy
 * machine the announcement can come first, and an arrow pressed then is lost. A zero-delay timer
 * set now runs after the sensor's (timers of the same delay run in the order they were set).
 */
export async function pickUpWithKeyboard(
  page: Page,
  handle: Locator,
  pickedUpAnnouncement: string,
): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(pickedUpAnnouncement)).toBeAttached();
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
