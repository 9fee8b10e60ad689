import { describe, expect, it, vi } from 'vitest';
import {
  errorReportCaps,
  errorReporterLimits,
  errorReportBody,
  isStorableText,
} from '@bazaar/contracts';
import { ApiError } from '../api-client';
import { REPORTS_SENT_STORAGE_KEY, type BudgetStorage } from './event-budget';
import { buildReport, fitPayload, payloadBytes, type ErrorReport } from './payload';
import {
  captureError,
  createErrorReporter,
  setActiveErrorReporter,
  type ReporterHost,
} from './reporter';
import { clampSettings, errorReporterSettingsFromEnv } from './settings';

function memoryStorage(): BudgetStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A page stand-in: events, fetch and console, as the reporter uses them. */
function fakeHost() {
  const events = new EventTarget();
  const sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/error-logs') {
      sent.push({
        url,
        body: JSON.parse(String(init?.body)),
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      return new Response('{"id":"x"}', { status: 201 });
    }
    if (url.includes('/api/listings')) return new Response('{}', { status: 503 });
    return new Response('{}', { status: 200 });
  });
  const consoleErrors: unknown[][] = [];
  const host: ReporterHost = {
    addEventListener: (type, listener, capture) => events.addEventListener(type, listener, capture),
    removeEventListener: (type, listener, capture) =>
      events.removeEventListener(type, listener, capture),
    fetch: fetchMock as unknown as typeof fetch,
    console: { error: (...args: unknown[]) => void consoleErrors.push(args) },
    location: { href: 'https://bazaar.test/cart?token=abc', origin: 'https://bazaar.test' },
  };
  const dispatch = (type: string, fields: Record<string, unknown>) =>
    events.dispatchEvent(Object.assign(new Event(type), fields));
  return { host, sent, fetchMock, consoleErrors, dispatch };
}

const settings = (overrides: Partial<Parameters<typeof clampSettings>[0]> = {}) => ({
  maxBreadcrumbs: 25,
  maxEventsPerSession: 10,
  externalDsn: null,
  ...overrides,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error reporter', () => {
  it('reports uncaught errors and unhandled rejections with breadcrumbs and the user', async () => {
    const { host, sent, dispatch } = fakeHost();
    const reporter = createErrorReporter({
      settings: settings(),
      getUser: () => ({ id: 'u-1', email: 'anna@example.test' }),
      getContext: () => ({ locale: 'de' }),
      storage: memoryStorage(),
    });
    reporter.install(host);
    reporter.addBreadcrumb({ category: 'navigation', message: '→ /cart' });
    await host.fetch('/api/listings?section=catalog');

    dispatch('error', { error: new TypeError('price is undefined') });
    dispatch('unhandledrejection', { reason: 'checkout timed out' });
    await flush();

    expect(sent).toHaveLength(2);
    const first = sent[0]!.body as ErrorReport;
    expect(errorReportBody.safeParse(first).success).toBe(true);
    expect(first).toMatchObject({
      level: 'error',
      message: 'price is undefined',
      error_name: 'TypeError',
      url: 'https://bazaar.test/cart?token=[redacted]',
      user: { id: 'u-1', email: 'anna@example.test' },
      context: { locale: 'de' },
    });
    expect(first.breadcrumbs.map((crumb) => crumb.message)).toEqual([
      '→ /cart',
      'GET /api/listings → 503',
    ]);
    expect((sent[1]!.body as ErrorReport).message).toBe('checkout timed out');
    reporter.uninstall();
  });

  it('skips api errors and errors marked handled, and reports each error once', async () => {
    const { host, sent, dispatch } = fakeHost();
    const reporter = createErrorReporter({
      settings: settings(),
      getUser: () => null,
      storage: memoryStorage(),
    });
    reporter.install(host);
    const apiError = new ApiError({ status: 500, error_code: 'COMMON', user_message: 'Oops' });
    const shown = Object.assign(new Error('already shown to the user'), { handled: true });
    const once = new Error('reported once');

    dispatch('unhandledrejection', { reason: apiError });
    dispatch('error', { error: shown });
    dispatch('error', { error: once });
    dispatch('unhandledrejection', { reason: once });
    dispatch('error', { message: 'Script error.' });
    await flush();

    expect(sent.map((request) => (request.body as ErrorReport).message)).toEqual(['reported once']);
    reporter.uninstall();
  });

  it('sends at most the events of one session, counted in session storage', async () => {
    const storage = memoryStorage();
    const { host, sent, dispatch } = fakeHost();
    const first = createErrorReporter({
      settings: settings({ maxEventsPerSession: 3 }),
      getUser: () => null,
      storage,
    });
    first.install(host);
    for (let i = 0; i < 5; i += 1) dispatch('error', { error: new Error(`boom ${i}`) });
    await flush();
    expect(sent).toHaveLength(3);
    first.uninstall();

    // After a reload the same session has nothing left.
    const reloaded = createErrorReporter({
      settings: settings({ maxEventsPerSession: 3 }),
      getUser: () => null,
      storage,
    });
    reloaded.install(host);
    dispatch('error', { error: new Error('after reload') });
    await flush();
    expect(sent).toHaveLength(3);
    expect(storage.data.get(REPORTS_SENT_STORAGE_KEY)).toBe('3');
    reloaded.uninstall();
  });

  it('keeps the newest breadcrumbs up to the configured number', () => {
    const reporter = createErrorReporter({
      settings: settings({ maxBreadcrumbs: 5 }),
      getUser: () => null,
      storage: memoryStorage(),
    });
    for (let i = 0; i < 12; i += 1) reporter.addBreadcrumb({ category: 'click', message: `#${i}` });
    expect(reporter.breadcrumbs().map((crumb) => crumb.message)).toEqual([
      '#7',
      '#8',
      '#9',
      '#10',
      '#11',
    ]);
  });

  it('records console errors and api failures as breadcrumbs, and restores them on uninstall', async () => {
    const { host, consoleErrors, fetchMock } = fakeHost();
    const originalFetch = host.fetch;
    const reporter = createErrorReporter({
      settings: settings(),
      getUser: () => null,
      storage: memoryStorage(),
    });
    reporter.install(host);
    host.console.error('Hydration failed', new RangeError('bad index'));
    await host.fetch('https://bazaar.test/api/listings');
    await host.fetch('https://elsewhere.test/api/listings');
    expect(consoleErrors).toHaveLength(1);
    expect(reporter.breadcrumbs().map((crumb) => crumb.message)).toEqual([
      'Hydration failed RangeError: bad index',
      'GET /api/listings → 503',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    reporter.uninstall();
    expect(host.fetch).toBe(originalFetch);
  });
});

describe('error reporter settings', () => {
  it('defaults to the spec: 25 breadcrumbs, 10 events per session', () => {
    expect(errorReporterSettingsFromEnv({})).toEqual({
      maxBreadcrumbs: 25,
      maxEventsPerSession: 10,
      externalDsn: null,
    });
  });

  it('never goes above 100 breadcrumbs or 100 events', () => {
    expect(
      errorReporterSettingsFromEnv({
        ERROR_REPORTER_BREADCRUMBS: '500',
        ERROR_REPORTER_EVENTS_PER_SESSION: '1000',
        ERROR_REPORTER_DSN: ' https://key@o1.ingest.example.test/42 ',
      }),
    ).toEqual({
      maxBreadcrumbs: errorReporterLimits.maxBreadcrumbs,
      maxEventsPerSession: errorReporterLimits.maxEventsPerSession,
      externalDsn: 'https://key@o1.ingest.example.test/42',
    });
    expect(
      errorReporterSettingsFromEnv({ ERROR_REPORTER_BREADCRUMBS: 'lots' }).maxBreadcrumbs,
    ).toBe(25);
    expect(clampSettings(settings({ maxBreadcrumbs: 1e6, maxEventsPerSession: -3 }))).toMatchObject(
      {
        maxBreadcrumbs: 100,
        maxEventsPerSession: 0,
      },
    );
  });
});

describe('payload cut', () => {
  const bigCrumb = (i: number) => ({
    timestamp: new Date().toISOString(),
    category: 'console' as const,
    message: `${i} ${'x'.repeat(990)}`,
    data: Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`k${k}`, 'y'.repeat(500)])),
  });

  it('cuts a report over 1 MB to 1 MB, dropping the oldest breadcrumbs first', () => {
    const report: ErrorReport = {
      level: 'error',
      message: 'boom',
      stack: 'Error: boom\n    at somewhere',
      breadcrumbs: Array.from({ length: 100 }, (_, i) => bigCrumb(i)),
    };
    expect(payloadBytes(report)).toBeGreaterThan(errorReporterLimits.payloadCapBytes);
    const fitted = fitPayload(report);
    expect(payloadBytes(fitted)).toBeLessThanOrEqual(errorReporterLimits.payloadCapBytes);
    expect(fitted.breadcrumbs.length).toBeGreaterThan(0);
    expect(fitted.breadcrumbs.at(-1)!.message.startsWith('99 ')).toBe(true);
    expect(fitted.message).toBe('boom');
    expect(fitted.stack).toBe(report.stack);
  });

  it('shortens the stack and the message when breadcrumbs are not enough', () => {
    const report: ErrorReport = {
      level: 'error',
      message: 'm'.repeat(4_000),
      stack: 's'.repeat(32_000),
      breadcrumbs: [bigCrumb(1)],
      context: { page: 'p'.repeat(2_000) },
    };
    const fitted = fitPayload(report, 5_000);
    expect(payloadBytes(fitted)).toBeLessThanOrEqual(5_000);
    expect(fitted.breadcrumbs).toEqual([]);
    expect(fitted.context).toBeUndefined();
    expect(fitted.message.length).toBeGreaterThan(0);
  });

  it('sends only text the api can store: no half emoji at a cut, no NUL or lone surrogate', () => {
    const report = buildReport({
      error: new Error(`${'e'.repeat(errorReportCaps.messageChars - 1)}😀`),
      url: 'http://localhost/item\u0000',
      breadcrumbs: [
        { timestamp: new Date().toISOString(), category: 'console', message: 'a\ud800' },
      ],
      user: null,
    });
    expect(isStorableText(report.message)).toBe(true);
    expect(report.message).toBe('e'.repeat(errorReportCaps.messageChars - 1));
    expect(isStorableText(report.url ?? '')).toBe(true);
    expect(report.breadcrumbs[0]!.message).toBe('a\ufffd');
    const halved = fitPayload(
      { level: 'error', message: `${'m'.repeat(99)}😀`, breadcrumbs: [] },
      60,
    );
    expect(isStorableText(halved.message)).toBe(true);
  });

  it('leaves a report under the cap alone', () => {
    const report: ErrorReport = { level: 'error', message: 'small', breadcrumbs: [bigCrumb(0)] };
    expect(fitPayload(report)).toEqual(report);
  });
});

describe('captureError', () => {
  it('holds errors caught before the reporter starts, and sends them once it does', async () => {
    const { host, sent } = fakeHost();
    const reporter = createErrorReporter({
      settings: settings(),
      getUser: () => null,
      storage: memoryStorage(),
    });
    const early = new Error('render failed before the reporter mounted');
    void captureError(early);
    expect(sent).toHaveLength(0);
    reporter.install(host);
    setActiveErrorReporter(reporter);
    await flush();
    expect(sent.map((request) => (request.body as ErrorReport).message)).toEqual([early.message]);
    // Marked handled: the app showed it, nothing to report.
    await captureError(Object.assign(new Error('shown'), { handled: true }));
    await flush();
    expect(sent).toHaveLength(1);
    setActiveErrorReporter(null);
    reporter.uninstall();
  });
});
