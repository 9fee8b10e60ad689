import { describe, expect, it } from 'vitest';
import { redactJobData } from './redact-job-data';

describe('redactJobData', () => {
  it('replaces the values of secret-looking keys at any depth and keeps the rest', () => {
    expect(
      redactJobData({
        orderId: 'o-1',
        accessToken: 'eyJ…',
        delivery: { to: 'greta@example.com', smtpPassword: 'hunter2', api_key: 'k' },
        attempts: [{ signature: 'abc', step: 2 }],
        verificationCode: '123456',
      }),
    ).toEqual({
      orderId: 'o-1',
      accessToken: '[redacted]',
      delivery: { to: 'greta@example.com', smtpPassword: '[redacted]', api_key: '[redacted]' },
      attempts: [{ signature: '[redacted]', step: 2 }],
      verificationCode: '[redacted]',
    });
  });

  it('leaves plain values and empty data alone', () => {
    expect(redactJobData(null)).toBeNull();
    expect(redactJobData('text')).toBe('text');
    expect(redactJobData({})).toEqual({});
    expect(redactJobData({ listingIds: ['a', 'b'], key: 'day' })).toEqual({
      listingIds: ['a', 'b'],
      key: 'day',
    });
  });
});
