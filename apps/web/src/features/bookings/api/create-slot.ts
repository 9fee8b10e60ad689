import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceSlotBody, ServiceSlot } from '@bazaar/contracts';
import { placeSlotInCache } from '@/entities/bookings/service-slots';
import { refreshSlotsStats } from '@/entities/bookings/slots-stats';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/services/:listingId/slots`: a slot made by hand (dragged on the calendar). */
export function createSlot(listingId: string, body: CreateServiceSlotBody): Promise<ServiceSlot> {
  return apiRequest<ServiceSlot>(`/services/${encodeURIComponent(listingId)}/slots`, {
    method: 'POST',
    body,
  });
}

export function useCreateSlot(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceSlotBody) => createSlot(listingId, body),
    onSuccess: (slot) => {
      placeSlotInCache(queryClient, slot);
      void refreshSlotsStats(queryClient);
    },
  });
}
