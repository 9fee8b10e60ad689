import { statisticsListings, statisticsSummary } from '@bazaar/contracts';
import { expect } from 'vitest';
import type { App } from '../app';
import { requestSender, type SignedIn } from './accounts';

/* What the statistics tests send: item-page views, and the seller's figures read back. */

export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
export const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export function statisticsRequests(app: () => App) {
  const send = requestSender(app);
  return {
    /** A view of the item page, as the page's beacon sends it, from this address and browser. */
    view(
      listingId: string,
      {
        ip = '203.0.113.7',
        userAgent = BROWSER,
        who,
      }: { ip?: string; userAgent?: string; who?: SignedIn } = {},
    ) {
      return app().inject({
        method: 'POST',
        url: `/api/listings/${listingId}/views`,
        remoteAddress: ip,
        headers: {
          'user-agent': userAgent,
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        },
      });
    },

    async summary(who: SignedIn, query = '') {
      const response = await send('GET', `/api/statistics${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return statisticsSummary.parse(response.json());
    },

    async listingRows(who: SignedIn, query = '') {
      const response = await send('GET', `/api/statistics/listings${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return statisticsListings.parse(response.json());
    },
  };
}
