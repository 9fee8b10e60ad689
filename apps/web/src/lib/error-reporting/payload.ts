import {
  errorReportCaps,
  errorReporterLimits,
  redactUrl,
  type Breadcrumb,
  type ErrorLogContext,
  type ErrorLogLevel,
  cutText,
  storableText,
} from '@bazaar/contracts';

/** The user a report names (spec §3 "Error report user data"). */
export interface ReportUser {
  id: string;
  email: string;
}

/** What the browser sends to POST /api/error-logs. */
export interface ErrorReport {
  level: ErrorLogLevel;
  message: string;
  error_name?: string;
  stack?: string;
  url?: string;
  breadcrumbs: Breadcrumb[];
  context?: ErrorLogContext;
  user?: ReportUser | null;
}

export interface ReportInput {
  error: unknown;
  level?: ErrorLogLevel;
  url: string;
  breadcrumbs: readonly Breadcrumb[];
  context?: Record<string, string | number | boolean | null>;
  user: ReportUser | null;
}

/**
 * Text within a cap that the api accepts: never half a character, and a NUL or lone surrogate
 * (which an error message may hold) replaced, so such a report is not refused.
 */
const cut = (text: string, max: number) => cutText(storableText(text), max);

function messageOf(error: unknown): { name?: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message || error.name || 'Error',
      stack: typeof error.stack === 'string' ? error.stack : undefined,
    };
  }
  if (typeof error === 'string') return { message: error || 'Unknown error' };
  try {
    const text = JSON.stringify(error);
    return { message: text && text !== '{}' ? text : String(error) };
  } catch {
    return { message: String(error) };
  }
}

function cappedContext(context: ReportInput['context']): ErrorLogContext | undefined {
  if (!context) return undefined;
  const entries = Object.entries(context)
    .slice(0, errorReportCaps.contextEntries)
    .map(([key, value]) => [
      cut(key, errorReportCaps.keyChars),
      typeof value === 'string' ? cut(value, errorReportCaps.contextValueChars) : value,
    ]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function cappedBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  const data = crumb.data
    ? Object.fromEntries(
        Object.entries(crumb.data)
          .slice(0, errorReportCaps.breadcrumbDataEntries)
          .map(([key, value]) => [
            cut(key, errorReportCaps.keyChars),
            typeof value === 'string' ? cut(value, errorReportCaps.breadcrumbValueChars) : value,
          ]),
      )
    : undefined;
  return {
    ...crumb,
    message: cut(crumb.message, errorReportCaps.breadcrumbMessageChars),
    ...(data ? { data } : {}),
  };
}

/** A report with every value within the api's caps, and secrets taken out of the address. */
export function buildReport(input: ReportInput): ErrorReport {
  const { name, message, stack } = messageOf(input.error);
  const report: ErrorReport = {
    level: input.level ?? 'error',
    message: cut(message.trim() || 'Unknown error', errorReportCaps.messageChars),
    url: cut(redactUrl(input.url), errorReportCaps.urlChars),
    breadcrumbs: input.breadcrumbs.slice(-errorReporterLimits.maxBreadcrumbs).map(cappedBreadcrumb),
    user: input.user,
  };
  if (name) report.error_name = cut(name, errorReportCaps.errorNameChars);
  if (stack) report.stack = cut(stack, errorReportCaps.stackChars);
  const context = cappedContext(input.context);
  if (context) report.context = context;
  return report;
}

const encoder = new TextEncoder();

export function payloadBytes(report: ErrorReport): number {
  return encoder.encode(JSON.stringify(report)).length;
}

/**
 * Cuts a report until its JSON fits `capBytes` (spec §9: 1 MB): the oldest breadcrumbs go first,
 * then the context, then the stack is shortened, and last the message.
 */
export function fitPayload(
  report: ErrorReport,
  capBytes: number = errorReporterLimits.payloadCapBytes,
): ErrorReport {
  let fitted: ErrorReport = { ...report, breadcrumbs: [...report.breadcrumbs] };
  if (payloadBytes(fitted) <= capBytes) return fitted;

  // Dropping breadcrumbs one by one would serialise the report a hundred times; halve instead.
  while (fitted.breadcrumbs.length > 0 && payloadBytes(fitted) > capBytes) {
    const keep = Math.floor(fitted.breadcrumbs.length / 2);
    fitted = { ...fitted, breadcrumbs: keep > 0 ? fitted.breadcrumbs.slice(-keep) : [] };
  }
  if (payloadBytes(fitted) > capBytes && fitted.context) {
    fitted = { ...fitted, context: undefined };
  }
  while (fitted.stack && payloadBytes(fitted) > capBytes) {
    const shorter = cutText(fitted.stack, Math.floor(fitted.stack.length / 2));
    fitted = { ...fitted, stack: shorter.length > 0 ? shorter : undefined };
  }
  while (payloadBytes(fitted) > capBytes && fitted.message.length > 1) {
    fitted = { ...fitted, message: cutText(fitted.message, Math.floor(fitted.message.length / 2)) };
  }
  return fitted;
}
