import { type ErrorLogLevel } from '@bazaar/contracts';
import { isApiError } from '../api-client';
import { isHandled } from '../query/error-message';
import {
  createBreadcrumbTrail,
  describeClick,
  describeConsoleArguments,
  type NewBreadcrumb,
} from './breadcrumbs';
import { type BudgetStorage, createEventBudget } from './event-budget';
import { parseDsn } from './external';
import { buildReport, fitPayload, type ErrorReport, type ReportUser } from './payload';
import { clampSettings, type ErrorReporterSettings } from './settings';
import {
  ERROR_LOGS_PATH,
  sendToErrorLogs,
  sendToExternalTracker,
  type FetchFunction,
} from './transport';

type ContextValues = Record<string, string | number | boolean | null>;

/** What the reporter needs of the page; `window` in the browser, a stand-in in tests. */
export interface ReporterHost {
  addEventListener(type: string, listener: (event: Event) => void, capture?: boolean): void;
  removeEventListener(type: string, listener: (event: Event) => void, capture?: boolean): void;
  fetch: FetchFunction;
  console: Pick<Console, 'error'>;
  location: { href: string; origin: string };
}

export interface ErrorReporterOptions {
  settings: ErrorReporterSettings;
  /** The signed-in user (id and email), read when a report is sent. */
  getUser: () => ReportUser | null;
  /** Facts about the page added to every report (language, viewport, …). */
  getContext?: () => ContextValues;
  /** Where reports are sent with; defaults to the host's fetch as it was before wrapping. */
  fetch?: FetchFunction;
  /** Session storage for the per-session budget (tests pass their own). */
  storage?: BudgetStorage | null;
}

export interface CaptureOptions {
  level?: ErrorLogLevel;
  context?: ContextValues;
}

/** Why an error is not reported: the app already showed it, or the api already knows it. */
export function isReportable(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  // Api failures are shown by the global handler, and the api logs its own 5xx answers.
  if (isApiError(error)) return false;
  return !isHandled(error);
}

function pathOf(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The browser's error reporter (spec §1, §9): keeps breadcrumbs, and sends uncaught errors and
 * unhandled rejections that the app did not handle to POST /api/error-logs, at most
 * `maxEventsPerSession` per session, each cut to 1 MB; also to an external tracker when a DSN
 * is configured.
 */
export function createErrorReporter(options: ErrorReporterOptions) {
  const settings = clampSettings(options.settings);
  const trail = createBreadcrumbTrail(settings.maxBreadcrumbs);
  const budget = createEventBudget(settings.maxEventsPerSession, options.storage);
  const dsn = settings.externalDsn ? parseDsn(settings.externalDsn) : null;
  const reported = new WeakSet<object>();
  let host: ReporterHost | null = null;
  let sendFetch: FetchFunction | undefined = options.fetch;
  const uninstallers: (() => void)[] = [];

  async function send(report: ErrorReport): Promise<boolean> {
    const fetchFunction = sendFetch ?? host?.fetch ?? globalThis.fetch;
    const sent = sendToErrorLogs(report, fetchFunction);
    if (dsn) void sendToExternalTracker(report, dsn, fetchFunction);
    return sent;
  }

  /** Reports one error unless it is handled, already reported, or over the session's budget. */
  async function capture(error: unknown, captureOptions: CaptureOptions = {}): Promise<boolean> {
    if (!isReportable(error)) return false;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return false;
      reported.add(error);
    }
    if (!budget.take()) return false;
    const report = fitPayload(
      buildReport({
        error,
        level: captureOptions.level,
        url: host?.location.href ?? '',
        breadcrumbs: trail.list(),
        context: { ...options.getContext?.(), ...captureOptions.context },
        user: safely(options.getUser) ?? null,
      }),
    );
    return send(report);
  }

  function addBreadcrumb(crumb: NewBreadcrumb): void {
    trail.add(crumb);
  }

  function install(target: ReporterHost): () => void {
    if (host) return uninstall;
    host = target;
    const originalFetch = target.fetch;
    sendFetch ??= originalFetch.bind(target);

    const onError = (event: Event) => {
      const { error, message, filename } = event as Event & {
        error?: unknown;
        message?: string;
        filename?: string;
      };
      if (error !== undefined && error !== null) {
        void capture(error);
      } else if (message && message !== 'Script error.') {
        // A cross-origin script gives only "Script error." — nothing to learn from it.
        void capture(new Error(message), { context: filename ? { filename } : undefined });
      }
    };
    const onRejection = (event: Event) => {
      void capture((event as Event & { reason?: unknown }).reason);
    };
    const onClick = (event: Event) => {
      const description = describeClick(event.target);
      if (description) addBreadcrumb({ category: 'click', message: description });
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    target.addEventListener('click', onClick, true);
    uninstallers.push(() => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      target.removeEventListener('click', onClick, true);
    });

    // Api failures become breadcrumbs; the reporter's own requests are left alone.
    const wrappedFetch: FetchFunction = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = pathOf(url, target.location.origin);
      if (!path || !path.startsWith('/api/') || path === ERROR_LOGS_PATH) {
        return originalFetch.call(target, input, init);
      }
      const method = (
        init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
      ).toUpperCase();
      try {
        const response = await originalFetch.call(target, input, init);
        if (!response.ok) {
          addBreadcrumb({
            category: 'api',
            level: response.status >= 500 ? 'error' : 'warning',
            message: `${method} ${path} → ${response.status}`,
            data: { status: response.status },
          });
        }
        return response;
      } catch (error) {
        addBreadcrumb({
          category: 'api',
          level: 'error',
          message: `${method} ${path} → ${error instanceof Error ? error.name : 'failed'}`,
        });
        throw error;
      }
    };
    target.fetch = wrappedFetch;

    const originalConsoleError = target.console.error;
    target.console.error = (...args: unknown[]) => {
      addBreadcrumb({
        category: 'console',
        level: 'error',
        message: describeConsoleArguments(args),
      });
      originalConsoleError.apply(target.console, args);
    };

    uninstallers.push(() => {
      if (target.fetch === wrappedFetch) target.fetch = originalFetch;
      target.console.error = originalConsoleError;
    });
    return uninstall;
  }

  function uninstall(): void {
    while (uninstallers.length > 0) uninstallers.pop()!();
    host = null;
  }

  return {
    capture,
    addBreadcrumb,
    breadcrumbs: () => trail.list(),
    install,
    uninstall,
    settings,
  };
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

let activeReporter: ErrorReporter | null = null;
/** Errors captured before the reporter started (an error page renders before it mounts). */
const waiting: { error: unknown; options?: CaptureOptions }[] = [];
const WAITING_MAX = 10;

/** Makes `reporter` the one `captureError` reports to (the mount component sets it). */
export function setActiveErrorReporter(reporter: ErrorReporter | null): void {
  activeReporter = reporter;
  if (!reporter) return;
  for (const { error, options } of waiting.splice(0)) void reporter.capture(error, options);
}

/**
 * Reports an error the app caught but still wants in the logs (an error boundary, say). It is
 * skipped when the error is marked handled or the session's budget is spent; before the reporter
 * runs, it waits for it.
 */
export function captureError(error: unknown, options?: CaptureOptions): Promise<boolean> {
  if (activeReporter) return activeReporter.capture(error, options);
  if (waiting.length < WAITING_MAX) waiting.push({ error, options });
  return Promise.resolve(false);
}

/** Adds a breadcrumb of the app's own (e.g. a step of a form). */
export function addErrorBreadcrumb(crumb: NewBreadcrumb): void {
  activeReporter?.addBreadcrumb(crumb);
}
