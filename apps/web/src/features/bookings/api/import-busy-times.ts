import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportedBusyTimes } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { apiRequest } from '@/lib/api-client';

export type BusyTimesSource = { url: string } | { file: File };

/** `POST /api/services/:listingId/busy-times`: an `.ics` address or file blocks its busy slots. */
export function importBusyTimes(
  listingId: string,
  source: BusyTimesSource,
): Promise<ImportedBusyTimes> {
  let body: FormData | { url: string };
  if ('file' in source) {
    body = new FormData();
    body.append('file', source.file);
  } else {
    body = source;
  }
  return apiRequest<ImportedBusyTimes>(`/services/${encodeURIComponent(listingId)}/busy-times`, {
    method: 'POST',
    body,
    handled: true,
  });
}

export function useImportBusyTimes(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: BusyTimesSource) => importBusyTimes(listingId, source),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(listingId) });
    },
  });
}
