import { describe, expect, it } from 'vitest';
import { parseDsn, toSentryEnvelope } from './external';

describe('external error tracker', () => {
  it('reads a Sentry-compatible DSN into its envelope endpoint', () => {
    expect(parseDsn('https://abc123@o7.ingest.example.test/4501')).toEqual({
      dsn: 'https://abc123@o7.ingest.example.test/4501',
      envelopeUrl:
        'https://o7.ingest.example.test/api/4501/envelope/?sentry_key=abc123&sentry_version=7',
    });
    expect(parseDsn('https://key@errors.example.test:8443/glitchtip/12')?.envelopeUrl).toBe(
      'https://errors.example.test:8443/glitchtip/api/12/envelope/?sentry_key=key&sentry_version=7',
    );
    expect(parseDsn('https://o7.ingest.example.test/4501')).toBeNull();
    expect(parseDsn('not a dsn')).toBeNull();
    expect(parseDsn('ftp://key@host/1')).toBeNull();
  });

  it('writes a report as an envelope with the event, user and breadcrumbs', () => {
    const dsn = parseDsn('https://abc123@o7.ingest.example.test/4501')!;
    const envelope = toSentryEnvelope(
      {
        level: 'error',
        message: 'price is undefined',
        error_name: 'TypeError',
        url: 'https://bazaar.test/cart',
        breadcrumbs: [
          { timestamp: '2026-11-22T10:00:00.000Z', category: 'click', message: 'button "Pay"' },
        ],
        user: { id: 'u-1', email: 'anna@example.test' },
      },
      dsn,
      { now: new Date('2026-11-22T10:00:01.000Z'), eventId: 'e'.repeat(32) },
    );
    const [header, item, event] = envelope.split('\n').map((line) => JSON.parse(line));
    expect(header).toEqual({
      event_id: 'e'.repeat(32),
      sent_at: '2026-11-22T10:00:01.000Z',
      dsn: dsn.dsn,
    });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      level: 'error',
      user: { id: 'u-1', email: 'anna@example.test' },
      exception: { values: [{ type: 'TypeError', value: 'price is undefined' }] },
      breadcrumbs: { values: [{ category: 'click', message: 'button "Pay"' }] },
    });
  });
});
