import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceSchedule } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { refreshSlotsStats } from '@/entities/bookings/slots-stats';
import { apiRequest } from '@/lib/api-client';
import { schedulePath } from './get-service-schedule';

/** `PUT /api/services/:listingId/schedule`: the schedule as saved. */
export function saveSchedule(
  listingId: string,
  schedule: ServiceSchedule,
): Promise<ServiceSchedule> {
  return apiRequest<ServiceSchedule>(schedulePath(listingId), {
    method: 'PUT',
    body: schedule,
    handled: true,
  });
}

/** New slots follow from the saved schedule, so they are fetched again. */
export function useSaveSchedule(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ServiceSchedule) => saveSchedule(listingId, schedule),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.schedule(listingId), saved);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(listingId) });
      void refreshSlotsStats(queryClient);
    },
  });
}
