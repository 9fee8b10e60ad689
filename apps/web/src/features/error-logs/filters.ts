import {
  errorLogLevels,
  errorLogSources,
  type ErrorLogLevel,
  type ErrorLogListQuery,
  type ErrorLogSource,
} from '@bazaar/contracts';
import { oneOf, type ReadableParams } from '@/lib/search/page-params';

/** The filters of the /logs page, as they live in its address (so a view can be shared). */
export interface ErrorLogFilters {
  source?: ErrorLogSource;
  level?: ErrorLogLevel;
  /** Searched in the message and the URL. */
  q?: string;
  /** First day shown, YYYY-MM-DD (UTC, as the page shows times). */
  from?: string;
  /** Last day shown, YYYY-MM-DD, included. */
  to?: string;
  /** Only the occurrences of one error. */
  fingerprint?: string;
}

export const filterParamNames = ['source', 'level', 'q', 'from', 'to', 'fingerprint'] as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_MAX_CHARS = 200;

function isDay(value: string | null | undefined): value is string {
  return Boolean(
    value && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  );
}

/** The filters an address asks for; anything malformed is left out rather than refused. */
export function filtersFromSearchParams(params: ReadableParams): ErrorLogFilters {
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX_CHARS);
  const fingerprint = params.get('fingerprint');
  const from = params.get('from');
  const to = params.get('to');
  return {
    source: oneOf(errorLogSources, params.get('source')),
    level: oneOf(errorLogLevels, params.get('level')),
    q: q ? q : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    fingerprint: fingerprint && /^[a-f0-9]{16,64}$/.test(fingerprint) ? fingerprint : undefined,
  };
}

/** The address query of some filters, in a stable order, empty ones left out. */
export function filtersToSearchParams(filters: ErrorLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterParamNames) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

export function hasFilters(filters: ErrorLogFilters): boolean {
  return filterParamNames.some((name) => Boolean(filters[name]));
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 3600 * 1000).toISOString();

/** The api's query: days become a UTC range whose end is exclusive (the whole last day counts). */
export function toApiQuery(filters: ErrorLogFilters): Omit<ErrorLogListQuery, 'limit' | 'cursor'> {
  const from = filters.from ? `${filters.from}T00:00:00.000Z` : undefined;
  let to = filters.to ? nextDay(filters.to) : undefined;
  // A range that ends before it starts would be refused; the start wins.
  if (from && to && Date.parse(to) <= Date.parse(from)) to = undefined;
  return {
    source: filters.source,
    level: filters.level,
    q: filters.q,
    from,
    to,
    fingerprint: filters.fingerprint,
  };
}

/** The /logs page's tabs: the error logs, or the job runner's health (`?tab=jobs`). */
export type LogsTab = 'errors' | 'jobs';

const QUEUE_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The tab an address asks for, and the jobs tab's queue filter (`queue=`). */
export function jobsViewFromSearchParams(params: ReadableParams): { tab: LogsTab; queue?: string } {
  const queue = params.get('queue');
  return {
    tab: params.get('tab') === 'jobs' ? 'jobs' : 'errors',
    queue: queue && queue.length <= 100 && QUEUE_NAME.test(queue) ? queue : undefined,
  };
}

export function jobsViewToSearchParams(queue: string | undefined): URLSearchParams {
  return new URLSearchParams(queue ? { tab: 'jobs', queue } : { tab: 'jobs' });
}
