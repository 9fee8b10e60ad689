import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceSlot, UpdateServiceSlotBody } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { placeSlotInCache } from '@/entities/bookings/service-slots';
import { refreshSlotsStats } from '@/entities/bookings/slots-stats';
import { apiRequest } from '@/lib/api-client';

export interface UpdateSlotInput {
  slotId: string;
  body: UpdateServiceSlotBody;
}

/** `PATCH /api/services/slots/:slotId`: moved, seats or price changed, or cancelled. */
export function updateSlot({ slotId, body }: UpdateSlotInput): Promise<ServiceSlot> {
  return apiRequest<ServiceSlot>(`/services/slots/${encodeURIComponent(slotId)}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlot,
    onSuccess: (slot) => {
      placeSlotInCache(queryClient, slot);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.reservations() });
      void refreshSlotsStats(queryClient);
    },
  });
}
