import { isServer, type QueryClient } from '@tanstack/react-query';
import { createBrowserQueryClient, type QueryErrorHandler } from './browser-query-client';

let browserQueryClient: QueryClient | undefined;

/**
 * The client the app's query provider hands to client components. In the browser: one client for
 * the tab, with the spec's browser defaults. While the server renders the same components: a
 * fresh client for that render, whose queries never start a garbage-collection timer (gcTime
 * Infinity), so it is dropped with the request. With the browser's 10-minute gcTime, every
 * query hydrated into it held a timer that kept the whole render's data alive for 10 minutes.
 */
export function queryClientForProvider(
  onError: QueryErrorHandler,
  onServer: boolean = isServer,
): QueryClient {
  if (onServer) return createBrowserQueryClient(onError, { gcTime: Infinity });
  browserQueryClient ??= createBrowserQueryClient(onError);
  return browserQueryClient;
}
