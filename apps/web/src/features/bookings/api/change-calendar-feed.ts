import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, NewCalendarFeed } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { apiRequest } from '@/lib/api-client';
import { feedPath } from './get-calendar-feed';

/**
 * `POST` makes a new secret address (the old one stops working), answered only then: the
 * answer is the address to show once. `DELETE` revokes it (answered with null).
 */
export async function changeCalendarFeed(
  change: 'rotate' | 'revoke',
): Promise<NewCalendarFeed | null> {
  return change === 'rotate'
    ? apiRequest<NewCalendarFeed>(feedPath, { method: 'POST' })
    : (await apiRequest<unknown>(feedPath, { method: 'DELETE' }), null);
}

/** The mutation's data is the new address, to show once. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCalendarFeed,
    onSuccess: (made) =>
      queryClient.setQueryData<CalendarFeed>(bookingKeys.calendarFeed(), {
        active: made !== null,
        created_at: made?.created_at ?? null,
      }),
  });
}
