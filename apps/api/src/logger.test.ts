import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logEveryAnsweredRequest, loggerOptions } from './logger';

/** An app with the api's logger whose routes answer anything, and the lines it logs. */
async function loggedRequests(urls: readonly string[]): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions({ logLevel: 'info', logFormat: 'json' });
  if (typeof options !== 'object') throw new Error('the api logs with pino options');
  const app = Fastify({
    logger: { ...options, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  logEveryAnsweredRequest(app);
  app.all('/*', async () => ({ ok: true }));
  for (const url of urls) await app.inject({ method: 'GET', url });
  await app.close();
  return lines.join('');
}

describe('the request log', () => {
  it('keeps no secret of an address: feed secrets, claims, tokens, codes, signatures', async () => {
    const secrets = {
      feed: 'FeedSecret0123456789abcdef',
      claim: 'ClaimToken0123456789abcdef',
      beacon: 'eyJ.BeaconAccessToken.def',
      code: 'OAuthCode0123456789',
      hmac: 'HmacSignature0123456789',
      jwt: 'SignedPayloadJwt0123456789',
    };
    const log = await loggedRequests([
      `/api/calendar/${secrets.feed}.ics`,
      `/api/eshop-integrations/claims/${secrets.claim}`,
      `/app/complete-account?claim=${secrets.claim}`,
      `/api/analytics?token=${secrets.beacon}`,
      `/api/eshop-integrations/bigcommerce/auth?code=${secrets.code}&scope=store_v2_products&context=stores%2Fabc`,
      `/app/shopify/oauth2/authorize?shop=demo.myshopify.com&hmac=${secrets.hmac}&Signature=${secrets.hmac}`,
      `/api/eshop-integrations/bigcommerce/load?signed_payload_jwt=${secrets.jwt}`,
    ]);
    for (const [name, secret] of Object.entries(secrets)) expect(log, name).not.toContain(secret);
    // What the log is for stays: the route, the harmless parameters.
    expect(log).toContain('/api/calendar/[redacted]');
    expect(log).toContain('/api/eshop-integrations/claims/[redacted]');
    expect(log).toContain('scope=store_v2_products&context=stores%2Fabc');
    expect(log).toContain('shop=demo.myshopify.com');
  });

  it('keeps addresses without secrets as they are', async () => {
    const log = await loggedRequests(['/api/statistics?from=2026-01-01&section=catalog']);
    expect(log).toContain('"url":"/api/statistics?from=2026-01-01&section=catalog"');
  });

  it('writes one line per request, saying what was asked and answered', async () => {
    const lines = (await loggedRequests(['/api/ping?from=home'])).trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { msg: string; res: { statusCode: number } };
    expect(line.msg).toMatch(/^GET \/api\/ping\?from=home 200 \d+\.\d ms$/);
    expect(line.res.statusCode).toBe(200);
  });
});
