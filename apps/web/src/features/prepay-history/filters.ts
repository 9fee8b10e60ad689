import {
  isAdmin,
  prepayEntryTypes,
  type AccountType,
  type PrepayEntryType,
  type prepayHistoryExportQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isAccountId } from '@/lib/forms/account-id';
import { dayOf, type ReadableParams } from '@/lib/search/page-params';

/**
 * The filters of the prepay history as they live in the page's address, so a reload or a shared
 * link shows the same entries: `type`, `from` and `to` (UTC days), and for administrators `user`
 * (an account id; spec §2's query parameter name).
 */
export interface PrepayHistoryFilters {
  type: PrepayEntryType | null;
  from: string | null;
  to: string | null;
  /** One account's entries; administrators only. */
  user: string | null;
}

export function prepayFiltersFromSearchParams(
  params: ReadableParams,
  accountType: AccountType,
): PrepayHistoryFilters {
  const type = params.get('type');
  const user = (params.get('user') ?? '').trim().toLowerCase();
  return {
    type: (prepayEntryTypes as readonly string[]).includes(type ?? '')
      ? (type as PrepayEntryType)
      : null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    user: isAdmin(accountType) && isAccountId(user) ? user : null,
  };
}

export function prepayFiltersToSearchParams(filters: PrepayHistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.user) params.set('user', filters.user);
  return params;
}

export function hasPrepayFilters(filters: PrepayHistoryFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

export const noPrepayFilters: PrepayHistoryFilters = {
  type: null,
  from: null,
  to: null,
  user: null,
};

export function prepayHistoryApiQuery(
  filters: PrepayHistoryFilters,
): z.input<typeof prepayHistoryExportQuery> {
  return {
    type: filters.type ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    user_id: filters.user ?? undefined,
  };
}
