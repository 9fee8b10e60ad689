import { queryOptions, useQuery } from '@tanstack/react-query';
import { howToSellEditorGuides, type HowToSellEditorGuides } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { howToSellKeys } from './how-to-sell-keys';

/** `GET /api/admin/how-to-sell` (administrators): both languages' paragraphs. */
export function getHowToSellEditor(signal?: AbortSignal): Promise<HowToSellEditorGuides> {
  return apiRequest('/admin/how-to-sell', { schema: howToSellEditorGuides, signal });
}

export function getHowToSellEditorQueryOptions() {
  return queryOptions({
    queryKey: howToSellKeys.editor(),
    queryFn: ({ signal }) => getHowToSellEditor(signal),
    // The editor starts from what is saved now, not from a copy kept from earlier.
    staleTime: 0,
  });
}

export function useHowToSellEditor() {
  return useQuery(getHowToSellEditorQueryOptions());
}
