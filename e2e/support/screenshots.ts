import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

/** Where the pictures go: e2e/artifacts/screenshots, whatever folder the run started in. */
const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

/**
 * Takes a picture for people to look at (desktop and phone, English and German), only when
 * `E2E_SCREENSHOTS` is set: nothing compares them, and a full-page picture costs a journey a
 * second or more, so CI takes none (ADR 0084). `name` is the file's name without `.png`.
 */
export async function lookAt(
  target: Page | Locator,
  name: string,
  options: Pick<PageScreenshotOptions, 'fullPage' | 'animations'> = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const file = path.join(FOLDER, `${name}.png`);
  if ('goto' in target) await target.screenshot({ ...options, path: file });
  else await target.screenshot({ animations: options.animations, path: file });
}
