import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { type ErrorEnvelope } from '@bazaar/contracts';
import { ApiError, clientErrorCodes, isApiError } from '../api-client';

/**
 * A failure a server page hands to the browser in its props (spec §8: "page props may carry an
 * error, passed to a global error display"): plain data, since errors do not cross from server
 * to client components.
 */
export interface PageError {
  status: number;
  error_code: string;
  user_message: string;
  more_info?: ErrorEnvelope['more_info'];
  /** The error's own message, shown when the api gave no user_message. */
  message?: string;
}

/** The serialisable form of a failure, or null when there was none. */
export function toPageError(error: unknown): PageError | null {
  if (error === null || error === undefined) return null;
  if (isApiError(error)) {
    return {
      ...error.envelope,
      ...(error.message ? { message: error.message } : {}),
    };
  }
  return {
    status: 0,
    error_code: clientErrorCodes.http,
    user_message: '',
    ...(error instanceof Error && error.message ? { message: error.message } : {}),
  };
}

/** The failure again as an ApiError, for the global display in the browser. */
export function fromPageError(pageError: PageError): ApiError {
  const { message, ...envelope } = pageError;
  return new ApiError(envelope, message ? { message } : {});
}

/**
 * Prefetches a query for a server page. Like `prefetchQuery` it never throws (spec §4: prefetch
 * failures are swallowed and the page renders without the data), but it returns the failure so
 * the page can pass it to `<PageErrorDisplay error={…} />`.
 */
export async function prefetchForPage<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<PageError | null> {
  try {
    await queryClient.fetchQuery(options);
    return null;
  } catch (error) {
    return toPageError(error);
  }
}
