import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdvertisingSlots } from '@bazaar/contracts';
import { createServerQueryClient } from '@/lib/query/server-query-client';
import { defaultRequestContext } from '@/lib/request-context';
import { divisionAdSlots, getAdSlotsQueryOptions, prefetchAdSlots } from './advertising-api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('API_URL', 'http://api.test:4000/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const slots: AdvertisingSlots = { items: [] };

describe('prefetchAdSlots', () => {
  it('puts the ads where the browser reads them, so the page shows them from the first paint', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(slots), { headers: { 'content-type': 'application/json' } }),
    );
    const queryClient = createServerQueryClient();
    const params = divisionAdSlots('catalog');

    await prefetchAdSlots(queryClient, params, defaultRequestContext);

    expect(queryClient.getQueryData(getAdSlotsQueryOptions(params).queryKey)).toEqual(slots);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/advertising/slots');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      placement: 'division',
      section: 'catalog',
      cards: '12',
    });
  });

  it('never holds the page up: a failing answer is asked once and the page renders without ads', async () => {
    fetchMock.mockResolvedValue(new Response('unavailable', { status: 503 }));
    // The server's client retries other prefetches up to 3 times, 1 s apart and more.
    const queryClient = createServerQueryClient();
    const params = divisionAdSlots('catalog');

    await prefetchAdSlots(queryClient, params, defaultRequestContext);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(getAdSlotsQueryOptions(params).queryKey)).toBeUndefined();
  });
});
