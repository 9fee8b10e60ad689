import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  adminListingPage,
  chatReportPage,
  reservationPage,
  orderPage,
  prepayBalance,
  prepayHistoryPage,
  signInPage,
  type AccountType,
  type ReservationRole,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userManagerKeys } from './user-manager-keys';

/*
 * What one account's page lists besides its profile, read from the endpoints the other back
 * office pages use (a feature never imports another feature; the api is what they share).
 */

export const SECTION_PAGE_SIZE = 10;

const cursorPaged = { initialPageParam: undefined as string | undefined } as const;

/** `GET /api/admin/products?owner=`: the account's listings, newest first. */
export function useAccountListings(id: string) {
  return useInfiniteQuery({
    ...cursorPaged,
    queryKey: userManagerKeys.accountSection(id, 'listings'),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/admin/products', {
        query: { owner: id, limit: SECTION_PAGE_SIZE, cursor: pageParam },
        schema: adminListingPage,
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/orders/cart-history?role=all`: what the account bought, or sold (sellers). */
export function useAccountOrders(id: string, type: AccountType) {
  const party = type === 'SELLER' ? 'seller_id' : 'buyer_id';
  return useInfiniteQuery({
    ...cursorPaged,
    queryKey: userManagerKeys.accountSection(id, 'orders'),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/orders/cart-history', {
        query: { role: 'all', [party]: id, limit: SECTION_PAGE_SIZE, cursor: pageParam },
        schema: orderPage,
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/users/<id>/balance`: the prepaid balance now. */
export function useAccountBalance(id: string) {
  return useQuery({
    queryKey: userManagerKeys.accountSection(id, 'balance'),
    queryFn: ({ signal }) =>
      apiRequest(`/users/${encodeURIComponent(id)}/balance`, { schema: prepayBalance, signal }),
  });
}

/** `GET /api/payments/history?user_id=`: the balance's entries, newest first. */
export function useAccountBalanceEntries(id: string) {
  return useInfiniteQuery({
    ...cursorPaged,
    queryKey: userManagerKeys.accountSection(id, 'balance-entries'),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/payments/history', {
        query: { user_id: id, limit: SECTION_PAGE_SIZE, cursor: pageParam },
        schema: prepayHistoryPage,
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/admin/users/<id>/sign-ins`: the latest sign-ins. */
export function useAccountSignIns(id: string) {
  return useQuery({
    queryKey: userManagerKeys.accountSection(id, 'sign-ins'),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}/sign-ins`, { schema: signInPage, signal }),
  });
}

/** `GET /api/admin/users/<id>/reservations?role=`: its bookings (customer) or its services' (provider). */
export function useAccountReservations(id: string, role: ReservationRole) {
  return useInfiniteQuery({
    ...cursorPaged,
    queryKey: userManagerKeys.accountSection(id, `reservations-${role}`),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}/reservations`, {
        query: { role, cursor: pageParam },
        schema: reservationPage,
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/admin/chat/reports?account_id=`: reports the account made or that are about it. */
export function useAccountChatReports(id: string) {
  return useInfiniteQuery({
    ...cursorPaged,
    queryKey: userManagerKeys.accountSection(id, 'chat-reports'),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/admin/chat/reports', {
        query: { account_id: id, limit: SECTION_PAGE_SIZE, cursor: pageParam },
        schema: chatReportPage,
        signal,
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
