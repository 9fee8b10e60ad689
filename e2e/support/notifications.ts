import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, bearer } from './api';

/** Marks every unviewed notification of the account viewed, through the api. */
export async function markAllViewed(request: APIRequestContext, email: string) {
  const { token } = await apiSession(request, email);
  for (;;) {
    const unviewed = (await (
      await request.get('/api/notifications/me?only_unviewed=true', { headers: bearer(token) })
    ).json()) as { id: string }[];
    if (unviewed.length === 0) return;
    const marked = await request.patch('/api/notifications/viewed', {
      headers: bearer(token),
      data: unviewed.map(({ id }) => ({ id })),
    });
    expect(marked.ok(), await marked.text()).toBe(true);
  }
}

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
