import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserQueryClient } from './browser-query-client';

const KEY = ['listings', 'list', { section: 'catalog', limit: 8 }];

/** What a server page hands to client components: a list it fetched, dehydrated. */
async function renderedListState() {
  const serverPage = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  await serverPage.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve(['a1', 'a2']) });
  return dehydrate(serverPage);
}

/** Mounts a component's view of the list (an observer with a listener); answers its unmount. */
function mount(client: QueryClient, queryFn: () => Promise<string[]>): () => void {
  return new QueryObserver(client, { queryKey: KEY, queryFn }).subscribe(() => undefined);
}

describe('the browser client and the data the server rendered', () => {
  it('shows a hydrated query on its first mount without fetching it again', async () => {
    const client = createBrowserQueryClient(() => undefined);
    hydrate(client, await renderedListState());
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    mount(client, queryFn);
    mount(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(KEY)).toEqual(['a1', 'a2']);
  });

  it('fetches it again on the next mount once the page let go of it, as any browser data (spec §9)', async () => {
    const client = createBrowserQueryClient(() => undefined);
    hydrate(client, await renderedListState());
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    const unmount = mount(client, queryFn);
    unmount();
    await Promise.resolve();
    mount(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('survives the unmount and mount at once of React’s StrictMode', async () => {
    const client = createBrowserQueryClient(() => undefined);
    hydrate(client, await renderedListState());
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    mount(client, queryFn)();
    mount(client, queryFn);
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('fetches a hydrated query that was invalidated before it was mounted', async () => {
    const client = createBrowserQueryClient(() => undefined);
    hydrate(client, await renderedListState());
    await client.invalidateQueries({ queryKey: KEY });
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    mount(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps fetching on mount what the browser fetched itself, stale at once (spec §9)', async () => {
    const client = createBrowserQueryClient(() => undefined);
    await client.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve(['a1']) });
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    mount(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('data the server rendered before this tab changed it', () => {
  it('is fetched again on its first mount when the tab invalidated its key before it arrived', async () => {
    const client = createBrowserQueryClient(() => undefined);
    // A sign-in hands the visitor's lists to the account while the next page renders on the server.
    await client.invalidateQueries({ queryKey: ['listings'] });
    hydrate(client, await renderedListState());
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    mount(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is still used as it is when the tab changed other lists', async () => {
    const client = createBrowserQueryClient(() => undefined);
    await client.invalidateQueries({ queryKey: ['carts'] });
    hydrate(client, await renderedListState());
    const queryFn = vi.fn(() => Promise.resolve(['a3']));
    mount(client, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
  });
});
