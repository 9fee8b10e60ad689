import {
  ERROR_LOG_OCCURRENCES_CAP,
  errorReportCaps,
  redactUrl,
  type errorLogListQuery,
  type ErrorLogDetails,
  type ErrorLogPage,
  type ErrorLogSummary,
  type errorReportBody,
  type ErrorReportAccepted,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import { throttleRules, type ThrottleService } from '../throttle';
import type { ErrorLogsRepository, ErrorLogSummaryRow } from './error-logs.repository';
import { errorFingerprint } from './fingerprint';

/** Error logs older than this are deleted by a daily job (error-logs.jobs.ts). */
export const ERROR_LOG_RETENTION_DAYS = 90;
/** A stack keeps at most this many lines (the frames that matter come first). */
const STACK_MAX_LINES = 60;

/** Who sent a request: what the error logs keep besides the error. */
export interface RequestOrigin {
  account: SignedInAccount | null;
  ip: string;
  userAgent: string | undefined;
  requestId: string;
}

/** An error the api answered with a 5xx. */
export interface ServerErrorRecord {
  error: unknown;
  status: number;
  method: string;
  /** The request's path and query as it came in. */
  url: string;
  /** The route pattern that matched (e.g. /api/users/:id), when one did. */
  route: string | undefined;
  origin: Omit<RequestOrigin, 'ip'>;
}

export interface ErrorLogsServiceDependencies {
  repository: ErrorLogsRepository;
  throttle: ThrottleService;
  /** The email of an account, kept with its errors as it was at the time. */
  emailOf(userId: string): Promise<string | null>;
  clock?: Clock;
}

const cut = (text: string | null | undefined, max: number): string | null =>
  text ? text.slice(0, max) : null;

function trimStack(stack: string | null | undefined): string | null {
  if (!stack) return null;
  return stack
    .split('\n')
    .slice(0, STACK_MAX_LINES)
    .join('\n')
    .slice(0, errorReportCaps.stackChars);
}

/** The messages of an error's causes, for the context of a server error. */
function causesOf(error: LoggableError): string | undefined {
  const messages: string[] = [];
  for (let current = error.cause; current; current = current.cause) {
    messages.push(`${current.name}: ${current.message}`);
  }
  return messages.length > 0
    ? messages.join(' ← ').slice(0, errorReportCaps.contextValueChars)
    : undefined;
}

function toSummary(row: Omit<ErrorLogSummaryRow, 'createdAtText'>): ErrorLogSummary {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    source: row.source,
    level: row.level,
    message: row.message,
    error_name: row.errorName,
    url: row.url,
    method: row.method,
    status: row.status,
    request_id: row.requestId,
    user_id: row.userId,
    user_email: row.userEmail,
    fingerprint: row.fingerprint,
  };
}

export function createErrorLogsService(deps: ErrorLogsServiceDependencies) {
  const { repository, throttle } = deps;
  const clock = deps.clock ?? systemClock;

  async function userOf(account: SignedInAccount | null) {
    if (!account) return { userId: null, userEmail: null };
    return { userId: account.id, userEmail: await deps.emailOf(account.id) };
  }

  return {
    /** Deletes the error logs older than the retention period. */
    async purgeExpired(): Promise<void> {
      const now = clock.now();
      await repository.removeOlderThan(
        new Date(now.getTime() - ERROR_LOG_RETENTION_DAYS * 24 * 3600 * 1000),
      );
    },

    /** Counts a report from an address; 429 max_attempts once the address sent too many. */
    async countReport(ip: string): Promise<void> {
      await throttle.hit(throttleRules.errorReportsPerIp, ip);
    },

    /** Stores an error a browser reported; the user comes from the session, never the body. */
    async report(
      body: z.output<typeof errorReportBody>,
      origin: RequestOrigin,
    ): Promise<ErrorReportAccepted> {
      const now = clock.now();
      const stack = trimStack(body.stack);
      const id = await repository.insert({
        createdAt: now,
        source: 'web',
        level: body.level,
        message: body.message,
        errorName: body.error_name ?? null,
        stack,
        url: body.url ? redactUrl(body.url) : null,
        // The id of the report's own request would only mislead: browsers' errors have none.
        requestId: null,
        ...(await userOf(origin.account)),
        userAgent: cut(origin.userAgent, 512),
        breadcrumbs: body.breadcrumbs.map((crumb) =>
          crumb.category === 'navigation' ? { ...crumb, message: redactUrl(crumb.message) } : crumb,
        ),
        context: body.context ?? {},
        fingerprint: errorFingerprint({
          source: 'web',
          errorName: body.error_name,
          message: body.message,
          stack,
        }),
      });
      return { id };
    },

    /**
     * Stores one of the api's own 5xx errors, with its stack (shown to administrators only),
     * after the redaction rules of `loggableError`; never the request's body or query.
     */
    async recordServerError(record: ServerErrorRecord): Promise<void> {
      const error = loggableError(record.error);
      const { name, code } = error;
      const message = error.message.trim() || '(no message)';
      const stack = trimStack(error.stack);
      const path = record.url.split('?')[0] ?? record.url;
      const causes = causesOf(error);
      const now = clock.now();
      await repository.insert({
        createdAt: now,
        source: 'api',
        level: 'error',
        message: message.slice(0, errorReportCaps.messageChars),
        errorName: name.slice(0, errorReportCaps.errorNameChars),
        stack,
        url: redactUrl(path).slice(0, errorReportCaps.urlChars),
        method: record.method,
        status: record.status,
        requestId: record.origin.requestId,
        ...(await userOf(record.origin.account)),
        userAgent: cut(record.origin.userAgent, 512),
        context: {
          ...(record.route ? { route: record.route } : {}),
          ...(typeof code === 'string' ? { code } : {}),
          ...(causes ? { causes } : {}),
        },
        fingerprint: errorFingerprint({ source: 'api', errorName: name, message, stack }),
      });
    },

    /** A page of error logs, newest first; `next_cursor` is null on the last page. */
    async list(query: z.output<typeof errorLogListQuery>): Promise<ErrorLogPage> {
      const rows = await repository.list({
        source: query.source,
        level: query.level,
        text: query.q,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        fingerprint: query.fingerprint,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toSummary),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
            : null,
      };
    },

    /** One error log with its stack, breadcrumbs and context, and how often it happened. */
    async details(id: string): Promise<ErrorLogDetails> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('This error log does not exist (any more).');
      const occurrences = await repository.countByFingerprint(
        row.fingerprint,
        ERROR_LOG_OCCURRENCES_CAP,
      );
      return {
        ...toSummary(row),
        stack: row.stack,
        user_agent: row.userAgent,
        breadcrumbs: row.breadcrumbs,
        context: row.context,
        occurrences: {
          count: Math.min(occurrences, ERROR_LOG_OCCURRENCES_CAP),
          capped: occurrences > ERROR_LOG_OCCURRENCES_CAP,
        },
      };
    },
  };
}

export type ErrorLogsService = ReturnType<typeof createErrorLogsService>;
