import { describe, expect, it } from 'vitest';
import {
  checkImpressionToken,
  IMPRESSION_TOKEN_TTL_MS,
  issueImpressionToken,
} from './impression-token';

const keys = { secret: 'a-secret-of-at-least-thirty-two-characters' };
const campaign = '6f1c0f55-5a43-4a51-9a7e-6a3f1d0c2b11';
const other = '0b0e7f1e-2f6a-4c0a-8d55-1c9f0a7d3e22';
const at = new Date('2026-12-07T12:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('impression tokens', () => {
  it('holds for its visitor and campaign within its lifetime, each with its own nonce', () => {
    const token = issueImpressionToken(keys, campaign, 'visitor-a', at);
    const again = issueImpressionToken(keys, campaign, 'visitor-a', at);
    const check = checkImpressionToken(keys, token, campaign, 'visitor-a', later(60_000));
    expect(check.ok).toBe(true);
    const second = checkImpressionToken(keys, again, campaign, 'visitor-a', at);
    expect(check.ok && second.ok && check.nonce !== second.nonce).toBe(true);
    expect(token).not.toContain('visitor-a');
  });

  it('refuses another visitor, another campaign, another key and a changed token', () => {
    const token = issueImpressionToken(keys, campaign, 'visitor-a', at);
    expect(checkImpressionToken(keys, token, campaign, 'visitor-b', at)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(checkImpressionToken(keys, token, other, 'visitor-a', at).ok).toBe(false);
    expect(
      checkImpressionToken({ secret: `${keys.secret}!` }, token, campaign, 'visitor-a', at).ok,
    ).toBe(false);
    const moved = token.replace(campaign, other);
    expect(checkImpressionToken(keys, moved, other, 'visitor-a', at)).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('refuses a token past its lifetime or from the future, a malformed one and none', () => {
    const token = issueImpressionToken(keys, campaign, 'visitor-a', at);
    expect(
      checkImpressionToken(keys, token, campaign, 'visitor-a', later(IMPRESSION_TOKEN_TTL_MS + 1)),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(checkImpressionToken(keys, token, campaign, 'visitor-a', later(-1)).ok).toBe(false);
    for (const bad of ['', 'i1.x', `${token}.more`, token.replace(/^i1/, 'i2')]) {
      expect(checkImpressionToken(keys, bad, campaign, 'visitor-a', at).ok).toBe(false);
    }
    expect(checkImpressionToken(keys, undefined, campaign, 'visitor-a', at)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });
});
