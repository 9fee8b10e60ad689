import { type ErrorReport } from './payload';

/**
 * Forwarding to an external error tracker, without its SDK: any service that accepts Sentry's
 * envelope protocol (Sentry itself, GlitchTip, self-hosted Sentry) works with its DSN.
 */
export interface ParsedDsn {
  /** Where envelopes go, with the public key as the protocol asks. */
  envelopeUrl: string;
  dsn: string;
}

/** `https://<public key>@<host>[/<path>]/<project id>` → its envelope endpoint, or null. */
export function parseDsn(dsn: string): ParsedDsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const publicKey = decodeURIComponent(url.username);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!publicKey || !projectId || !/^\d+$/.test(projectId)) return null;
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  const query = new URLSearchParams({ sentry_key: publicKey, sentry_version: '7' });
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/?${query.toString()}`,
    dsn,
  };
}

const SENTRY_LEVELS = { fatal: 'fatal', error: 'error', warning: 'warning', info: 'info' } as const;

function newEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replace(/-/g, '');
  }
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** One report as a Sentry envelope: a header line, an item header line and the event. */
export function toSentryEnvelope(
  report: ErrorReport,
  dsn: ParsedDsn,
  options: { now?: Date; eventId?: string; userAgent?: string } = {},
): string {
  const now = options.now ?? new Date();
  const eventId = options.eventId ?? newEventId();
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: SENTRY_LEVELS[report.level],
    logger: 'bazaar-web',
    tags: { source: 'web' },
    request: {
      url: report.url,
      ...(options.userAgent ? { headers: { 'User-Agent': options.userAgent } } : {}),
    },
    ...(report.user ? { user: { id: report.user.id, email: report.user.email } } : {}),
    exception: {
      values: [{ type: report.error_name ?? 'Error', value: report.message }],
    },
    breadcrumbs: {
      values: report.breadcrumbs.map((crumb) => ({
        timestamp: Date.parse(crumb.timestamp) / 1000,
        category: crumb.category,
        message: crumb.message,
        ...(crumb.level ? { level: SENTRY_LEVELS[crumb.level] } : {}),
        ...(crumb.data ? { data: crumb.data } : {}),
      })),
    },
    extra: { ...(report.context ?? {}), ...(report.stack ? { stack: report.stack } : {}) },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn: dsn.dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}
