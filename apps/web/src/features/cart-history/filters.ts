import {
  defaultCartHistoryRole,
  isAdmin,
  orderStatuses,
  type AccountType,
  type cartHistoryQuery,
  type CartHistoryRole,
  type OrderStatus,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isAccountId } from '@/lib/forms/account-id';
import { type ReadableParams } from '@/lib/search/page-params';

/**
 * The filters of the cart history as they live in the page's address, so a reload or a shared
 * link shows the same orders: `role` (bought or received, left out when it is the account type's
 * default), `status`, `number` (a notification's link opens on its order), and for administrators
 * `buyer` and `seller` (account ids).
 */
export interface CartHistoryFilters {
  role: CartHistoryRole;
  /** null: every status. */
  status: OrderStatus | null;
  /** One order by its number. */
  number: number | null;
  /** One buyer's or one seller's orders, by account id; administrators only. */
  buyer: string | null;
  seller: string | null;
}

/** Order numbers are shown as "#1042"; more digits than this are no number the shop gave. */
export const ORDER_NUMBER_MAX_DIGITS = 9;

/** An order number typed by a person ("1042" or "#1042"), or null when it is none. */
export function orderNumberOf(value: string | null): number | null {
  const digits = (value ?? '').trim().replace(/^#/, '');
  if (!new RegExp(`^[0-9]{1,${ORDER_NUMBER_MAX_DIGITS}}$`).test(digits)) return null;
  const number = Number(digits);
  return number > 0 ? number : null;
}

/**
 * The views buyers and sellers switch between: what they bought and what they received (a buyer
 * may sell Flea Market ads, a seller may buy). Administrators see all orders in one view.
 */
export const personalCartHistoryRoles = ['buyer', 'seller'] as const satisfies CartHistoryRole[];

export function cartHistoryRolesOf(accountType: AccountType): readonly CartHistoryRole[] {
  return isAdmin(accountType) ? ['all'] : personalCartHistoryRoles;
}

function statusOf(value: string | null): OrderStatus | null {
  return (orderStatuses as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : null;
}

function accountIdOf(value: string | null): string | null {
  const id = (value ?? '').trim().toLowerCase();
  return isAccountId(id) ? id : null;
}

export function cartHistoryFiltersFromSearchParams(
  params: ReadableParams,
  accountType: AccountType,
): CartHistoryFilters {
  const role = params.get('role');
  const roles = cartHistoryRolesOf(accountType);
  const admin = isAdmin(accountType);
  return {
    role: roles.find((candidate) => candidate === role) ?? defaultCartHistoryRole(accountType),
    status: statusOf(params.get('status')),
    number: orderNumberOf(params.get('number')),
    buyer: admin ? accountIdOf(params.get('buyer')) : null,
    seller: admin ? accountIdOf(params.get('seller')) : null,
  };
}

/** The address query of the filters; the account type's default view and empty filters left out. */
export function cartHistoryFiltersToSearchParams(
  filters: CartHistoryFilters,
  accountType: AccountType,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.role !== defaultCartHistoryRole(accountType)) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.number !== null) params.set('number', String(filters.number));
  if (filters.buyer) params.set('buyer', filters.buyer);
  if (filters.seller) params.set('seller', filters.seller);
  return params;
}

/** The filters that narrow the view, beside the bought/received choice. */
export function hasNarrowingFilters(filters: CartHistoryFilters): boolean {
  return (
    filters.status !== null ||
    filters.number !== null ||
    filters.buyer !== null ||
    filters.seller !== null
  );
}

/** The same view with every narrowing filter taken off. */
export function withoutNarrowingFilters(filters: CartHistoryFilters): CartHistoryFilters {
  return { role: filters.role, status: null, number: null, buyer: null, seller: null };
}

export function cartHistoryApiQuery(
  filters: CartHistoryFilters,
): Omit<z.output<typeof cartHistoryQuery>, 'limit' | 'cursor'> {
  return {
    role: filters.role,
    status: filters.status ?? undefined,
    number: filters.number ?? undefined,
    buyer_id: filters.buyer ?? undefined,
    seller_id: filters.seller ?? undefined,
  };
}
