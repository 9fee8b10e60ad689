import { errorReporterLimits } from '@bazaar/contracts';

/** How the browser's error reporter behaves; read on the server at run time, passed to the page. */
export interface ErrorReporterSettings {
  /** Breadcrumbs kept and sent with each report (spec §9: 25 by default, at most 100). */
  maxBreadcrumbs: number;
  /** Reports one tab sends per session (spec §9: 10 by default, at most 100); 0 turns it off. */
  maxEventsPerSession: number;
  /** A Sentry-compatible DSN that also receives every report, or null. */
  externalDsn: string | null;
}

export const defaultErrorReporterSettings: ErrorReporterSettings = {
  maxBreadcrumbs: errorReporterLimits.defaultBreadcrumbs,
  maxEventsPerSession: errorReporterLimits.defaultEventsPerSession,
  externalDsn: null,
};

type Env = Record<string, string | undefined>;

/** A whole number from the environment, kept within 0…max; anything else gives the default. */
function boundedCount(value: string | undefined, fallback: number, max: number): number {
  const text = value?.trim();
  if (!text || !/^\d+$/.test(text)) return fallback;
  return Math.min(Number(text), max);
}

/**
 * The reporter's settings from the web's environment (read by the server, so one build serves
 * every deployment): ERROR_REPORTER_BREADCRUMBS, ERROR_REPORTER_EVENTS_PER_SESSION and
 * ERROR_REPORTER_DSN. Values above the spec's maxima are cut to them.
 */
export function errorReporterSettingsFromEnv(env: Env = process.env): ErrorReporterSettings {
  const dsn = env['ERROR_REPORTER_DSN']?.trim();
  return {
    maxBreadcrumbs: boundedCount(
      env['ERROR_REPORTER_BREADCRUMBS'],
      errorReporterLimits.defaultBreadcrumbs,
      errorReporterLimits.maxBreadcrumbs,
    ),
    maxEventsPerSession: boundedCount(
      env['ERROR_REPORTER_EVENTS_PER_SESSION'],
      errorReporterLimits.defaultEventsPerSession,
      errorReporterLimits.maxEventsPerSession,
    ),
    externalDsn: dsn ? dsn : null,
  };
}

/** Settings handed over from elsewhere (props), clamped again so no caller can pass the limits. */
export function clampSettings(settings: ErrorReporterSettings): ErrorReporterSettings {
  const clamp = (value: number, max: number) =>
    Number.isFinite(value) ? Math.max(0, Math.min(Math.floor(value), max)) : 0;
  return {
    maxBreadcrumbs: clamp(settings.maxBreadcrumbs, errorReporterLimits.maxBreadcrumbs),
    maxEventsPerSession: clamp(
      settings.maxEventsPerSession,
      errorReporterLimits.maxEventsPerSession,
    ),
    externalDsn: settings.externalDsn,
  };
}
