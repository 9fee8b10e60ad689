import { describe, expect, it } from 'vitest';
import { redactedUrl } from './logger';

describe('redactedUrl', () => {
  it("hides the analytics beacon's token and keeps the rest", () => {
    expect(redactedUrl('/api/analytics?token=eyJ.abc.def')).toBe('/api/analytics?token=[Redacted]');
    expect(redactedUrl('/api/x?a=1&token=t&b=2')).toBe('/api/x?a=1&token=[Redacted]&b=2');
    expect(redactedUrl('/api/statistics?from=2026-01-01')).toBe('/api/statistics?from=2026-01-01');
  });
});
