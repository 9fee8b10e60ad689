import { describe, expect, it } from 'vitest';
import { errorReporterLimits } from './constants';
import { errorLogListQuery, errorReportBody } from './error-logs';
import { redactUrl } from './error-report-rules';

describe('redactUrl', () => {
  it('hides one-time tokens in sign-in and restore links', () => {
    expect(redactUrl('/auth/sign-in/_/abc.DEF-123')).toBe('/auth/sign-in/_/[redacted]');
    expect(redactUrl('https://bazaar.test/auth/restore-password/xyz?continue=%2F#top')).toBe(
      'https://bazaar.test/auth/restore-password/[redacted]?continue=%2F#top',
    );
  });

  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/verify?token=abc&tab=email&Code=123456')).toBe(
      '/verify?token=[redacted]&tab=email&Code=[redacted]',
    );
    expect(redactUrl('/flea-market/item/42?search=bike')).toBe('/flea-market/item/42?search=bike');
  });

  it("hides calendar-feed secrets, e-shop claims and the platforms' signatures", () => {
    expect(redactUrl('https://bazaar.test/api/calendar/s3cr3t.ics')).toBe(
      'https://bazaar.test/api/calendar/[redacted]',
    );
    expect(redactUrl('/api/eshop-integrations/claims/abc?x=1')).toBe(
      '/api/eshop-integrations/claims/[redacted]?x=1',
    );
    expect(redactUrl('/app/complete-account?claim=abc')).toBe(
      '/app/complete-account?claim=[redacted]',
    );
    expect(redactUrl('/load?signed_payload_jwt=a.b.c&shop=s&hmac=h&sign=g&secret=t')).toBe(
      '/load?signed_payload_jwt=[redacted]&shop=s&hmac=[redacted]&sign=[redacted]&secret=[redacted]',
    );
  });
});

describe('errorReportBody', () => {
  const crumb = { timestamp: new Date().toISOString(), category: 'click', message: 'button' };

  it('allows at most the maximum number of breadcrumbs', () => {
    const at = (n: number) =>
      errorReportBody.safeParse({ message: 'boom', breadcrumbs: Array(n).fill(crumb) }).success;
    expect(at(errorReporterLimits.maxBreadcrumbs)).toBe(true);
    expect(at(errorReporterLimits.maxBreadcrumbs + 1)).toBe(false);
  });

  it('caps context entries and values', () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(errorReportBody.safeParse({ message: 'boom', context: many }).success).toBe(false);
    expect(
      errorReportBody.safeParse({ message: 'boom', context: { page: 'x'.repeat(2_001) } }).success,
    ).toBe(false);
    expect(errorReportBody.parse({ message: ' boom ' })).toMatchObject({
      message: 'boom',
      level: 'error',
      breadcrumbs: [],
    });
  });
});

describe('errorLogListQuery', () => {
  it('treats an empty search as none and wants the range in order', () => {
    expect(errorLogListQuery.parse({ q: '  ' }).q).toBeUndefined();
    expect(
      errorLogListQuery.safeParse({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })
        .success,
    ).toBe(false);
  });
});
