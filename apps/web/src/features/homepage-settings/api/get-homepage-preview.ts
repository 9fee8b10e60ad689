import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { homepageContent, type HomepageContent, type SupportedLocale } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { homepageSettingsKeys } from './homepage-settings-keys';

/** `GET /api/admin/homepage/preview?at=&locale=`: the draft as a visitor would see it at `at`. */
export function getHomepagePreview(
  at: string,
  locale: SupportedLocale,
  signal?: AbortSignal,
): Promise<HomepageContent> {
  return apiRequest('/admin/homepage/preview', {
    query: { at, locale },
    schema: homepageContent,
    signal,
  });
}

export function getHomepagePreviewQueryOptions(at: string, locale: SupportedLocale) {
  return queryOptions({
    queryKey: homepageSettingsKeys.preview(at, locale),
    queryFn: ({ signal }) => getHomepagePreview(at, locale, signal),
  });
}

/** The preview keeps showing the last moment while another one loads. */
export function useHomepagePreview(at: string, locale: SupportedLocale) {
  return useQuery({
    ...getHomepagePreviewQueryOptions(at, locale),
    placeholderData: keepPreviousData,
  });
}
