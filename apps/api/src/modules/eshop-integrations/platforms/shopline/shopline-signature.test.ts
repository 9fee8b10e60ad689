import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SIGN_WINDOW_MS,
  querySignSource,
  rawQueryPairs,
  signedPostHeaders,
  signedQueryString,
  verifySignedQuery,
  verifyWebhookHmac,
  webhookHmac,
} from './shopline-signature';

const secret = 'app-secret-for-tests';
const now = new Date('2026-11-24T21:00:00Z');

describe("SHOPLINE's GET signature", () => {
  it('covers every parameter but sign, sorted by name, as name=value joined by &', () => {
    const pairs = rawQueryPairs('timestamp=1&handle=open001&appkey=k&lang=en&sign=zzz');
    expect(querySignSource(pairs)).toBe('appkey=k&handle=open001&lang=en&timestamp=1');
  });

  it('matches a hand-computed HMAC-SHA256 of the sorted parameters', () => {
    const query = signedQueryString(
      { handle: 'open001', appkey: 'k', timestamp: String(now.getTime()) },
      secret,
    );
    const expected = createHmac('sha256', secret)
      .update(`appkey=k&handle=open001&timestamp=${now.getTime()}`)
      .digest('hex');
    expect(new URLSearchParams(query).get('sign')).toBe(expected);
  });

  it('accepts a signed install request and answers its parameters', () => {
    const query = signedQueryString(
      { appkey: 'k', handle: 'open001', lang: 'en', timestamp: String(now.getTime()) },
      secret,
    );
    const check = verifySignedQuery(query, secret, now);
    expect(check).toEqual({
      ok: true,
      params: expect.objectContaining({ handle: 'open001', appkey: 'k', lang: 'en' }) as unknown,
    });
  });

  it('refuses a changed parameter, a missing sign and another secret', () => {
    const query = signedQueryString(
      { appkey: 'k', handle: 'open001', timestamp: String(now.getTime()) },
      secret,
    );
    expect(verifySignedQuery(query.replace('open001', 'open002'), secret, now)).toEqual({
      ok: false,
      reason: 'bad_sign',
    });
    expect(verifySignedQuery(query.replace(/&sign=[0-9a-f]+/, ''), secret, now)).toEqual({
      ok: false,
      reason: 'missing_sign',
    });
    expect(verifySignedQuery(query, 'another-secret', now)).toMatchObject({ ok: false });
  });

  it('refuses a repeated parameter (which one would count is ambiguous)', () => {
    const query = signedQueryString(
      { appkey: 'k', handle: 'open001', timestamp: String(now.getTime()) },
      secret,
    );
    expect(verifySignedQuery(`${query}&handle=evil`, secret, now)).toEqual({
      ok: false,
      reason: 'repeated_parameter',
    });
  });

  it('refuses a timestamp outside the ten-minute window, either way', () => {
    for (const offset of [SIGN_WINDOW_MS + 1_000, -(SIGN_WINDOW_MS + 1_000)]) {
      const query = signedQueryString(
        { appkey: 'k', handle: 'open001', timestamp: String(now.getTime() + offset) },
        secret,
      );
      expect(verifySignedQuery(query, secret, now)).toEqual({
        ok: false,
        reason: 'stale_timestamp',
      });
    }
    const inside = signedQueryString(
      { appkey: 'k', handle: 'open001', timestamp: String(now.getTime() - SIGN_WINDOW_MS + 1_000) },
      secret,
    );
    expect(verifySignedQuery(inside, secret, now).ok).toBe(true);
  });

  it('signs URL-encoded values as they travel', () => {
    const query = signedQueryString(
      { redirect: 'https://x.test/a?b=1', timestamp: String(now.getTime()) },
      secret,
    );
    const check = verifySignedQuery(query, secret, now);
    expect(check.ok && check.params['redirect']).toBe('https://x.test/a?b=1');
  });
});

describe("SHOPLINE's POST signature", () => {
  it('is the HMAC of the body followed by the timestamp, sent with appkey and timestamp', () => {
    const body = JSON.stringify({ code: 'abc' });
    const headers = signedPostHeaders('k', secret, body, now);
    expect(headers).toMatchObject({ appkey: 'k', timestamp: String(now.getTime()) });
    expect(headers['sign']).toBe(
      createHmac('sha256', secret).update(`${body}${now.getTime()}`).digest('hex'),
    );
  });
});

describe("SHOPLINE's webhook HMAC", () => {
  const body = '{"id":"1","title":"Mug"}';

  it('accepts the base64 HMAC of the raw body, and its hex form', () => {
    const digest = createHmac('sha256', secret).update(body).digest();
    expect(webhookHmac(body, secret)).toBe(digest.toString('base64'));
    expect(verifyWebhookHmac(body, digest.toString('base64'), secret)).toBe(true);
    expect(verifyWebhookHmac(body, digest.toString('hex'), secret)).toBe(true);
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = webhookHmac(body, secret);
    expect(verifyWebhookHmac(`${body} `, header, secret)).toBe(false);
    expect(verifyWebhookHmac(body, webhookHmac(body, 'other'), secret)).toBe(false);
    expect(verifyWebhookHmac(body, undefined, secret)).toBe(false);
    expect(verifyWebhookHmac(body, 'not-a-signature', secret)).toBe(false);
  });
});
