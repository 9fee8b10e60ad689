import { z } from 'zod';
import { filterText } from './filter-text';
import { errorReporterLimits } from './constants';
import { errorReportCaps } from './error-report-rules';

/** Where an error happened: in a visitor's browser, or on the api itself. */
export const errorLogSources = ['web', 'api'] as const;
export type ErrorLogSource = (typeof errorLogSources)[number];

export const errorLogLevels = ['fatal', 'error', 'warning', 'info'] as const;
export type ErrorLogLevel = (typeof errorLogLevels)[number];

/** Kinds of breadcrumbs: what happened in the page before an error. */
export const breadcrumbCategories = ['navigation', 'click', 'api', 'console', 'custom'] as const;
export type BreadcrumbCategory = (typeof breadcrumbCategories)[number];

/** How many error logs one page of the list holds at most. */
export const ERROR_LOGS_PAGE_MAX = 100;
/** Occurrences of one fingerprint are counted up to this many (a count, never a full scan). */
export const ERROR_LOG_OCCURRENCES_CAP = 1_000;

const scalar = (maxChars: number) =>
  z.union([z.string().max(maxChars), z.number(), z.boolean(), z.null()]);

function cappedRecord(maxEntries: number, maxValueChars: number) {
  return z
    .record(z.string().min(1).max(errorReportCaps.keyChars), scalar(maxValueChars))
    .refine((record) => Object.keys(record).length <= maxEntries, {
      error: `At most ${maxEntries} entries`,
    });
}

export const breadcrumbSchema = z
  .object({
    timestamp: z.iso.datetime(),
    category: z.enum(breadcrumbCategories),
    message: z.string().max(errorReportCaps.breadcrumbMessageChars),
    level: z.enum(errorLogLevels).optional(),
    data: cappedRecord(
      errorReportCaps.breadcrumbDataEntries,
      errorReportCaps.breadcrumbValueChars,
    ).optional(),
  })
  .meta({ id: 'Breadcrumb' });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const errorLogContextSchema = cappedRecord(
  errorReportCaps.contextEntries,
  errorReportCaps.contextValueChars,
);
export type ErrorLogContext = z.infer<typeof errorLogContextSchema>;

/**
 * What the browser sends to `POST /api/error-logs` (spec §9 limits: at most 100 breadcrumbs, the
 * whole body at most `errorReporterLimits.payloadCapBytes`). `user` is what the page knew about
 * the signed-in user; the api records the user of the session instead and never trusts it.
 */
export const errorReportBody = z
  .object({
    level: z.enum(errorLogLevels).default('error'),
    message: z.string().trim().min(1).max(errorReportCaps.messageChars),
    error_name: z.string().max(errorReportCaps.errorNameChars).optional(),
    stack: z.string().max(errorReportCaps.stackChars).optional(),
    url: z.string().max(errorReportCaps.urlChars).optional(),
    breadcrumbs: z.array(breadcrumbSchema).max(errorReporterLimits.maxBreadcrumbs).default([]),
    context: errorLogContextSchema.optional(),
    user: z
      .object({ id: z.string().max(64), email: z.string().max(254) })
      .nullable()
      .optional(),
  })
  .meta({ id: 'ErrorReportBody' });
export type ErrorReportBody = z.input<typeof errorReportBody>;

export const errorReportAccepted = z.object({ id: z.uuid() }).meta({ id: 'ErrorReportAccepted' });
export type ErrorReportAccepted = z.infer<typeof errorReportAccepted>;

/** `GET /api/error-logs`: newest first, keyset-paged; `to` is exclusive. */
export const errorLogListQuery = z
  .object({
    source: z.enum(errorLogSources).optional(),
    level: z.enum(errorLogLevels).optional(),
    /** Searches the message and the URL (case-insensitive, anywhere in the text). */
    q: filterText(200),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    fingerprint: z
      .string()
      .regex(/^[a-f0-9]{16,64}$/)
      .optional(),
    limit: z.coerce.number().int().min(1).max(ERROR_LOGS_PAGE_MAX).default(25),
    cursor: z.string().max(200).optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    error: 'The end must be after the start',
    path: ['to'],
  });
export type ErrorLogListQuery = z.input<typeof errorLogListQuery>;

export const errorLogIdParams = z.object({ id: z.uuid() });

export const errorLogSummary = z
  .object({
    id: z.uuid(),
    created_at: z.iso.datetime(),
    source: z.enum(errorLogSources),
    level: z.enum(errorLogLevels),
    message: z.string(),
    error_name: z.string().nullable(),
    /** The page's address for web errors, the request path for api errors. */
    url: z.string().nullable(),
    method: z.string().nullable(),
    status: z.number().int().nullable(),
    request_id: z.string().nullable(),
    /** The signed-in user when the error happened (null for a visitor); the id goes when the account is deleted. */
    user_id: z.uuid().nullable(),
    user_email: z.string().nullable(),
    /** Same fingerprint, same error: used to find its other occurrences. */
    fingerprint: z.string(),
  })
  .meta({ id: 'ErrorLogSummary' });
export type ErrorLogSummary = z.infer<typeof errorLogSummary>;

export const errorLogDetails = errorLogSummary
  .extend({
    stack: z.string().nullable(),
    user_agent: z.string().nullable(),
    breadcrumbs: z.array(breadcrumbSchema),
    context: z.record(z.string(), z.unknown()),
    /** Logs with the same fingerprint, counted up to ERROR_LOG_OCCURRENCES_CAP. */
    occurrences: z.object({ count: z.number().int().nonnegative(), capped: z.boolean() }),
  })
  .meta({ id: 'ErrorLogDetails' });
export type ErrorLogDetails = z.infer<typeof errorLogDetails>;

export const errorLogPage = z
  .object({ items: z.array(errorLogSummary), next_cursor: z.string().nullable() })
  .meta({ id: 'ErrorLogPage' });
export type ErrorLogPage = z.infer<typeof errorLogPage>;
