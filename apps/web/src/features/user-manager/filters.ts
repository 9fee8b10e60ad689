import {
  accountTypes,
  activityStatuses,
  adminAccountSorts,
  marketplaceSections,
  type AccountType,
  type ActivityStatus,
  type AdminAccountListQuery,
  type AdminAccountSort,
  type AuditEntryListQuery,
  type MarketplaceSection,
  paymentMovementKinds,
  paymentMovementSorts,
  type PaymentMovementFilterQuery,
  type PaymentMovementKind,
  type PaymentMovementSort,
} from '@bazaar/contracts';
import { oneOf, type ReadableParams } from '@/lib/search/page-params';

/**
 * The user manager's view as its address holds it (spec §2: `/profile/user-manager?user=<id>`
 * opens one account), so a reload or a shared link shows the same view.
 */
export interface UserManagerView {
  /** One account's page, when set. */
  user?: string;
  /** The accounts, the whole audit trail, or the payments overview. */
  tab: 'accounts' | 'audit' | 'payments';
  accounts: AccountFilters;
  audit: AuditFilters;
  payments: PaymentFilters;
}

/** The payments overview's filters (its address: `?tab=payments&kind=…`). */
export interface PaymentFilters {
  kind?: PaymentMovementKind;
  /** One account holder's movements. */
  account?: string;
  from?: string;
  to?: string;
  /** Bounds of the amount moved, in minor units. */
  min?: number;
  max?: number;
  sort: PaymentMovementSort;
}

export interface AccountFilters {
  search?: string;
  type?: AccountType;
  status?: ActivityStatus;
  /** First sign-up day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last sign-up day, included. */
  to?: string;
  /** Sells in this division. */
  section?: MarketplaceSection;
  sort: AdminAccountSort;
}

export interface AuditFilters {
  /** The administrator who acted. */
  actor?: string;
  /** `<subject>.<verb>`. */
  action?: string;
  /** The record acted on. */
  subject?: string;
  from?: string;
  to?: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION_PATTERN = /^[a-z_]+\.[a-z_]+$/;
const SEARCH_MAX_CHARS = 120;

const isDay = (value: string | null): value is string =>
  Boolean(value && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

const uuidOf = (value: string | null) => (value && UUID_PATTERN.test(value) ? value : undefined);
const dayOf = (value: string | null) => (isDay(value) ? value : undefined);
const minorOf = (value: string | null) =>
  value && /^\d{1,13}$/.test(value) ? Number(value) : undefined;
const tabs = ['accounts', 'audit', 'payments'] as const;

/** The view an address asks for; anything malformed is left out rather than refused. */
export function viewFromSearchParams(params: ReadableParams): UserManagerView {
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_CHARS);
  const action = params.get('action');
  return {
    user: uuidOf(params.get('user')),
    tab: oneOf(tabs, params.get('tab')) ?? 'accounts',
    accounts: {
      search: search ? search : undefined,
      type: oneOf(accountTypes, params.get('type')),
      status: oneOf(activityStatuses, params.get('status')),
      from: dayOf(params.get('from')),
      to: dayOf(params.get('to')),
      section: oneOf(marketplaceSections, params.get('section')),
      sort: oneOf(adminAccountSorts, params.get('sort')) ?? 'newest',
    },
    audit: {
      actor: uuidOf(params.get('actor')),
      action: action && ACTION_PATTERN.test(action) ? action : undefined,
      subject: uuidOf(params.get('subject')),
      from: dayOf(params.get('audit_from')),
      to: dayOf(params.get('audit_to')),
    },
    payments: {
      kind: oneOf(paymentMovementKinds, params.get('kind')),
      account: uuidOf(params.get('account')),
      from: dayOf(params.get('pay_from')),
      to: dayOf(params.get('pay_to')),
      min: minorOf(params.get('min')),
      max: minorOf(params.get('max')),
      sort: oneOf(paymentMovementSorts, params.get('pay_sort')) ?? 'newest',
    },
  };
}

/** The address query of a view, in a stable order, empty and default values left out. */
export function viewToSearchParams(view: UserManagerView): URLSearchParams {
  const entries: [string, string | undefined][] = view.user
    ? [['user', view.user]]
    : view.tab === 'audit'
      ? [
          ['tab', 'audit'],
          ['actor', view.audit.actor],
          ['action', view.audit.action],
          ['subject', view.audit.subject],
          ['audit_from', view.audit.from],
          ['audit_to', view.audit.to],
        ]
      : view.tab === 'payments'
        ? [
            ['tab', 'payments'],
            ['kind', view.payments.kind],
            ['account', view.payments.account],
            ['pay_from', view.payments.from],
            ['pay_to', view.payments.to],
            ['min', view.payments.min?.toString()],
            ['max', view.payments.max?.toString()],
            ['pay_sort', view.payments.sort === 'newest' ? undefined : view.payments.sort],
          ]
        : [
            ['search', view.accounts.search],
            ['type', view.accounts.type],
            ['status', view.accounts.status],
            ['from', view.accounts.from],
            ['to', view.accounts.to],
            ['section', view.accounts.section],
            ['sort', view.accounts.sort === 'newest' ? undefined : view.accounts.sort],
          ];
  return new URLSearchParams(
    entries.filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export const emptyAccountFilters: AccountFilters = { sort: 'newest' };

export const hasAccountFilters = (filters: AccountFilters) =>
  Object.entries(filters).some(([key, value]) => key !== 'sort' && value !== undefined);

/** The api's query of the account filters. */
export function accountsApiQuery(filters: AccountFilters): AdminAccountListQuery {
  return {
    search: filters.search,
    type: filters.type,
    status: filters.status,
    signed_up_from: filters.from,
    signed_up_to: filters.to,
    section: filters.section,
    sort: filters.sort,
  };
}

/** The api's query of the audit filters: days are UTC, the last one included. */
export function auditApiQuery(filters: AuditFilters): AuditEntryListQuery {
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    actor: filters.actor,
    action: filters.action,
    subject: filters.subject,
    from: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    to: filters.to ? nextDay(filters.to) : undefined,
  };
}

/** The api's query of the payments filters (movements, their totals and the CSV). */
export function paymentsApiQuery(filters: PaymentFilters): PaymentMovementFilterQuery {
  return {
    kind: filters.kind,
    user_id: filters.account,
    from: filters.from,
    to: filters.to,
    amount_min: filters.min,
    amount_max: filters.max,
  };
}
