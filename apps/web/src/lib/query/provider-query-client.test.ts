import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClientForProvider } from './provider-query-client';

const onError = () => undefined;

/** What a server page hands to client components: a listing it fetched, dehydrated. */
async function renderedListingState() {
  const serverPage = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  await serverPage.prefetchQuery({
    queryKey: ['listings', 'detail', 'a1'],
    queryFn: () => Promise.resolve({ id: 'a1', title: 'IKEA Kivik 3-seat sofa' }),
  });
  return dehydrate(serverPage);
}

describe('the query provider’s client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a new client for every server render, never shared between requests', () => {
    expect(queryClientForProvider(onError, true)).not.toBe(queryClientForProvider(onError, true));
  });

  it('keeps no timer alive after a server render, so the render’s data goes with the request', async () => {
    const state = await renderedListingState();
    vi.useFakeTimers();
    const client = queryClientForProvider(onError, true);
    hydrate(client, state);
    expect(client.getQueryData(['listings', 'detail', 'a1'])).toMatchObject({ id: 'a1' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is one client per browser tab, keeping unused data 10 minutes', () => {
    const client = queryClientForProvider(onError, false);
    expect(queryClientForProvider(onError, false)).toBe(client);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(600_000);
  });
});
