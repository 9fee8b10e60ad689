import { QueryClient } from '@tanstack/react-query';
import { cache } from 'react';
import { serverQueryDefaults } from '@bazaar/contracts';
import { isApiError } from '../api-client';

/** Answers the api gave on purpose (4xx) will not change on a retry; everything else may. */
export function isRetryableOnServer(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/** 1 s, 2 s, 4 s, … capped at 30 s. */
export function serverRetryDelay(attemptIndex: number): number {
  return Math.min(1_000 * 2 ** attemptIndex, serverQueryDefaults.retryDelayCapMs);
}

/**
 * A query client for rendering on the server (spec §9, second set): up to 3 retries with
 * exponential delay capped at 30 s, data fresh for 5 minutes. The spec's "unused data kept 60 s"
 * is not kept (ADR 0031): the client lives for one request, so a 60 s timer per query only held
 * every render's data for a minute after its answer; without timers (gcTime Infinity) the client
 * and its data go with the request.
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: Infinity,
        staleTime: serverQueryDefaults.staleTime,
        retry: (failureCount, error) =>
          failureCount < serverQueryDefaults.retry && isRetryableOnServer(error),
        retryDelay: serverRetryDelay,
      },
    },
  });
}

/** One server query client per request, shared by everything that request renders. */
export const getServerQueryClient = cache(createServerQueryClient);
