import { dehydrate, hydrate, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdvertisingSlots } from '@bazaar/contracts';
import { createBrowserQueryClient } from '@/lib/query/browser-query-client';
import { createServerQueryClient } from '@/lib/query/server-query-client';
import { defaultRequestContext } from '@/lib/request-context';
import {
  divisionAdSlots,
  getAdSlotsQueryOptions,
  prefetchAdSlots,
  reportAdClick,
  reportAdViews,
} from './advertising-api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('API_URL', 'http://api.test:4000/');
});

afterEach(() => {
  vi.useRealTimers();
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

describe('the ads a page was rendered with, in the browser', () => {
  const params = divisionAdSlots('catalog');

  /** The page's server render: its ads fetched, dehydrated into the page. */
  async function renderedPage() {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(slots), { headers: { 'content-type': 'application/json' } }),
    );
    const server = createServerQueryClient();
    await prefetchAdSlots(server, params, defaultRequestContext);
    return dehydrate(server);
  }

  /** The page mounts its "Sponsored" row: how many times the browser asks for the ads. */
  function mountedAds(page: Awaited<ReturnType<typeof renderedPage>>) {
    const browser = createBrowserQueryClient(() => undefined);
    hydrate(browser, page);
    const queryFn = vi.fn(() => Promise.resolve(slots));
    new QueryObserver(browser, { ...getAdSlotsQueryOptions(params), queryFn }).subscribe(
      () => undefined,
    );
    return queryFn;
  }

  it('shows them without asking again while they are at most 30 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = await renderedPage();
    vi.advanceTimersByTime(29_000);
    expect(mountedAds(page)).not.toHaveBeenCalled();
  });

  it('asks again for those of a page the page cache kept longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const page = await renderedPage();
    vi.advanceTimersByTime(31_000);
    expect(mountedAds(page)).toHaveBeenCalledTimes(1);
  });
});

describe('reporting ads seen and opened', () => {
  const campaignId = '00000000-0000-4000-8000-000000000001';
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('sends a click with the impression token the views report answered, once it has it', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const impressions = reportAdViews([campaignId]);
    // Opened before the views report answered: the click waits for its token.
    reportAdClick(campaignId, impressions);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json({ impressions: [{ campaign_id: campaignId, token: 'i1.token' }] }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(new URL(String(url), 'http://web.test').pathname).toBe('/api/advertising/clicks');
    expect(JSON.parse(String(init?.body))).toEqual({
      campaign_id: campaignId,
      impression: 'i1.token',
    });
  });

  it('still reports the click when the views report failed (the api does not count it)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('unavailable', { status: 503 }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    reportAdClick(campaignId, reportAdViews([campaignId]));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      campaign_id: campaignId,
    });
  });
});
