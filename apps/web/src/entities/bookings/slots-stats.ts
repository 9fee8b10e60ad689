import { useQuery, type QueryClient } from '@tanstack/react-query';
import { SLOTS_STATS_PERIOD, type AccountType, type SlotsStats } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { selectIsLoggedIn, selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { bookingKeys } from './booking-keys';

/** Spec §6: the slots and reservations count is fetched only for buyers and sellers. */
export function hasSlots(accountType: AccountType | null | undefined): boolean {
  return accountType === 'BUYER' || accountType === 'SELLER';
}

/** `GET /api/products/me/services/slots/stats?period=month` (spec §7, §9). */
export function getSlotsStats(signal?: AbortSignal): Promise<SlotsStats> {
  return apiRequest<SlotsStats>('/products/me/services/slots/stats', {
    query: { period: SLOTS_STATS_PERIOD },
    signal,
  });
}

/** The Slots badge: this month's slots and reservations, summed (spec §3); null when not fetched. */
export function useSlotsBadgeCount(): number | null {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const accountType = useAppSelector(selectUserType);
  const stats = useQuery({
    queryKey: bookingKeys.stats(),
    queryFn: ({ signal }) => getSlotsStats(signal),
    enabled: signedIn && hasSlots(accountType),
    // A badge that fails to load stays empty; the page itself is where failures are shown.
    meta: { skipGlobalErrorHandler: true },
    throwOnError: false,
  });
  return stats.data ? stats.data.my_slots_count + stats.data.my_reservations_count : null;
}

/** After a reservation or slot changed: the badge's counts are asked for again. */
export function refreshSlotsStats(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingKeys.stats() });
}
