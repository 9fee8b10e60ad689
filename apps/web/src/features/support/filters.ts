import {
  supportRequestRules,
  supportRequestStatuses,
  supportTopics,
  type SupportRequestListQuery,
  type SupportRequestStatus,
  type SupportTopic,
} from '@bazaar/contracts';
import { oneOf } from '@/lib/search/page-params';

/**
 * The support inbox as its address holds it (`/support?tab=requests&status=new&q=…`), so a
 * reload, Back or a shared link shows the same view; `request` opens one request.
 */
export interface SupportInboxFilters {
  status?: SupportRequestStatus;
  topic?: SupportTopic;
  /** First day sent, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last day sent, included. */
  to?: string;
  q?: string;
  request?: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dayOf = (value: string | null) =>
  value && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : undefined;

/** The filters an address asks for; anything malformed is left out rather than refused. */
export function supportInboxFiltersFrom(params: URLSearchParams): SupportInboxFilters {
  const q = params.get('q')?.trim().slice(0, supportRequestRules.searchMaxChars);
  const request = params.get('request');
  return {
    status: oneOf(supportRequestStatuses, params.get('status')),
    topic: oneOf(supportTopics, params.get('topic')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    q: q ? q : undefined,
    request: request && UUID_PATTERN.test(request) ? request : undefined,
  };
}

/** The address query of the inbox (on the support page's requests tab), empty values left out. */
export function supportInboxFiltersToParams(filters: SupportInboxFilters): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['tab', 'requests'],
    ['status', filters.status],
    ['topic', filters.topic],
    ['from', filters.from],
    ['to', filters.to],
    ['q', filters.q],
    ['request', filters.request],
  ];
  return new URLSearchParams(
    entries.filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The api's query of the filters: days are UTC, the last one included. */
export function supportInboxApiQuery(
  filters: SupportInboxFilters,
): Pick<SupportRequestListQuery, 'status' | 'topic' | 'from' | 'to' | 'q'> {
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    status: filters.status,
    topic: filters.topic,
    from: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    to: filters.to ? nextDay(filters.to) : undefined,
    q: filters.q,
  };
}
