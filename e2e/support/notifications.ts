import { type Page } from '@playwright/test';

/** Resolves once the page's notifications socket is admitted (socket.io's namespace connect). */
export function channelOpened(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => new URL(socket.url()).pathname.startsWith('/ws/'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) =>
        String(frame.payload).startsWith('40/notifications'),
      ),
    );
}

/** How many notifications the bell counts as unviewed, read from its accessible name. */
export async function unviewedCount(page: Page): Promise<number> {
  const name = (await page.getByTestId('notifications-link').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unviewed/.exec(name)?.[1] ?? 0);
}
