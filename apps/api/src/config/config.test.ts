import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';
import { apiPackageVersion, repoRoot } from '../paths';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected loadConfig to refuse the environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 4000,
      appVersion: apiPackageVersion,
      logLevel: 'info',
      logFormat: 'auto',
      seedDemoData: true,
      dataDir: path.join(repoRoot, 'data'),
      uploadsDir: path.join(repoRoot, 'data', 'uploads'),
      database: { driver: 'pglite', dataDir: path.join(repoRoot, 'data', 'pglite') },
    });
  });

  it('picks PostgreSQL when DATABASE_URL is set, with the pool size', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/bazaar',
      DATABASE_POOL_MAX: '25',
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://app@db.internal:5432/bazaar',
      poolMax: 25,
    });
  });

  it('derives the PGlite and uploads folders from DATA_DIR unless overridden', () => {
    const config = loadConfig({ DATA_DIR: '/srv/bazaar', UPLOADS_DIR: '/mnt/media' });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '/srv/bazaar/pglite' });
    expect(config.uploadsDir).toBe('/mnt/media');
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }).database).toEqual({
      driver: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('reads SEED_DEMO_DATA=false and treats empty values as unset', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: 'FALSE' }).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: '', API_PORT: '' })).toMatchObject({
      seedDemoData: true,
      port: 4000,
    });
  });

  it('refuses a wrong value with a message naming the variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(problemsOf({ API_PORT: '70000' })).toEqual([
      { variable: 'API_PORT', message: expect.stringContaining('70000') },
    ]);
  });

  it('lets product imports fetch pictures from private addresses only when told', () => {
    expect(loadConfig({}).importPicturesAllowPrivateAddresses).toBe(false);
    expect(
      loadConfig({ IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: 'true' })
        .importPicturesAllowPrivateAddresses,
    ).toBe(true);
    expect(() => loadConfig({ IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: 'maybe' })).toThrow(
      /IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES/,
    );
  });

  it('reads the addresses exempt from per-address limits', () => {
    expect(loadConfig({ THROTTLE_EXEMPT_IPS: '127.0.0.1, ::1' }).throttleExemptIps).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).throttleExemptIps).toEqual([]);
    expect(() => loadConfig({ THROTTLE_EXEMPT_IPS: 'localhost' })).toThrow(/THROTTLE_EXEMPT_IPS/);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://root@localhost/db',
      LOG_LEVEL: 'loud',
      SEED_DEMO_DATA: 'maybe',
      NODE_ENV: 'staging',
    });
    expect(problems.map((p) => p.variable).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
      'SEED_DEMO_DATA',
    ]);
  });

  it('reads the auth, mail and proxy settings with their defaults', () => {
    const config = loadConfig({ DATA_DIR: '/srv/bazaar' });
    expect(config).toMatchObject({
      trustProxy: ['loopback'],
      publicUrl: 'http://localhost:3000',
      calendarImportAllowPrivateAddresses: false,
      importPicturesAllowPrivateAddresses: false,
      auth: {
        secret: undefined,
        accessTokenTtlSeconds: 900,
        sessionIdleTimeoutSeconds: 604_800,
        sessionMaxAgeSeconds: 2_592_000,
      },
      mail: {
        smtpUrl: undefined,
        from: 'Bazaar <no-reply@bazaar.local>',
        outboxDir: '/srv/bazaar/outbox/mail',
      },
      sms: { gateway: undefined, outboxDir: '/srv/bazaar/outbox/sms' },
    });
  });

  it('reads the Redis of the live channel, when there is one, and its socket limits', () => {
    expect(loadConfig({}).realtime).toEqual({
      redisUrl: undefined,
      limits: {
        socketsPerAccount: 50,
        socketsPerAddress: 500,
        eventsPerSecond: 10,
        eventBurst: 100,
      },
    });
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', SOCKET_EVENTS_PER_SECOND: '40' })
        .realtime,
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      limits: { eventsPerSecond: 40, eventBurst: 200 },
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('uses the payment stand-in without a Stripe key, and Stripe at its API base with one', () => {
    expect(loadConfig({}).payments).toEqual({
      stripe: undefined,
      standIn: { host: '127.0.0.1', port: 0 },
      standInWebhookSecret: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).payments.stripe,
    ).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'w' }).payments.stripe,
    ).toMatchObject({ protocol: 'https', host: 'api.stripe.com', port: 443 });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses the payment stand-in and the outboxes in production unless they are allowed', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) };
    const problems = problemsOf(production);
    expect(problems.map((problem) => problem.variable)).toEqual([
      'STRIPE_SECRET_KEY',
      'SMTP_URL',
      'SMS_GATEWAY_URL',
    ]);
    expect(problems[0]?.message).toMatch(/NODE_ENV=production.*ALLOW_STAND_INS=true/);
    const services = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      SMTP_URL: 'smtps://mail.example:465',
      SMS_GATEWAY_URL: 'https://sms.example/send',
    };
    // Only the one left unset is named.
    expect(
      problemsOf({ ...production, ...services, SMTP_URL: '' }).map((problem) => problem.variable),
    ).toEqual(['SMTP_URL']);
    expect(loadConfig({ ...production, ...services }).payments.stripe).toBeDefined();
    // Allowed on purpose (a demo, the production shape on this machine), or not production.
    for (const allowed of ['true', '1', 'yes']) {
      expect(loadConfig({ ...production, ALLOW_STAND_INS: allowed }).payments.stripe).toBe(
        undefined,
      );
    }
    expect(() => loadConfig({ ...production, ALLOW_STAND_INS: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'development' }).payments.stripe).toBe(undefined);
  });

  it('offers BigCommerce only with a client id and secret, at the configured bases', () => {
    expect(loadConfig({}).eshops.bigcommerce).toBeUndefined();
    expect(
      loadConfig({
        BIGCOMMERCE_CLIENT_ID: 'bc-client',
        BIGCOMMERCE_CLIENT_SECRET: 'bc-secret',
        BIGCOMMERCE_LOGIN_BASE: 'http://127.0.0.1:7001/',
        BIGCOMMERCE_API_BASE: 'http://127.0.0.1:7001',
      }).eshops.bigcommerce,
    ).toEqual({
      clientId: 'bc-client',
      clientSecret: 'bc-secret',
      appId: 'bc-client',
      loginBase: 'http://127.0.0.1:7001',
      apiBase: 'http://127.0.0.1:7001',
    });
    expect(
      loadConfig({
        BIGCOMMERCE_CLIENT_ID: 'bc-client',
        BIGCOMMERCE_CLIENT_SECRET: 'bc-secret',
        BIGCOMMERCE_APP_ID: '12345',
      }).eshops.bigcommerce,
    ).toMatchObject({
      appId: '12345',
      loginBase: 'https://login.bigcommerce.com',
      apiBase: 'https://api.bigcommerce.com',
    });
    expect(() => loadConfig({ BIGCOMMERCE_CLIENT_ID: 'bc-client' })).toThrow(
      /BIGCOMMERCE_CLIENT_SECRET/,
    );
    expect(problemsOf({ BIGCOMMERCE_API_BASE: 'ftp://x' })[0]?.variable).toBe(
      'BIGCOMMERCE_API_BASE',
    );
  });

  it('offers Shopify only with its app credentials, at the configured shop address', () => {
    expect(loadConfig({}).eshops).toMatchObject({ tokenKey: undefined, shopify: undefined });
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({
      ESHOP_TOKEN_KEY: key.toString('base64'),
      SHOPIFY_CLIENT_ID: 'client-1',
      SHOPIFY_CLIENT_SECRET: 'secret-1',
      SHOPIFY_SHOP_BASE_URL: 'http://127.0.0.1:4701/{shop}/',
    });
    expect(config.eshops.tokenKey?.equals(key)).toBe(true);
    expect(config.eshops.shopify).toEqual({
      clientId: 'client-1',
      clientSecret: 'secret-1',
      shopBaseUrl: 'http://127.0.0.1:4701/{shop}',
      apiVersion: '2025-10',
    });
    expect(
      loadConfig({ SHOPIFY_CLIENT_ID: 'c', SHOPIFY_CLIENT_SECRET: 's' }).eshops.shopify
        ?.shopBaseUrl,
    ).toBe('https://{shop}');
    expect(() => loadConfig({ SHOPIFY_CLIENT_ID: 'c' })).toThrow(/SHOPIFY_CLIENT_SECRET/);
    expect(problemsOf({ ESHOP_TOKEN_KEY: Buffer.alloc(16).toString('base64') })).toEqual([
      { variable: 'ESHOP_TOKEN_KEY', message: expect.stringContaining('32 bytes') },
    ]);
    expect(problemsOf({ SHOPIFY_SHOP_BASE_URL: 'http://127.0.0.1:4701/' })).toEqual([
      { variable: 'SHOPIFY_SHOP_BASE_URL', message: expect.stringContaining('{shop}') },
    ]);
  });

  it('offers SHOPLINE only with its app key and secret, at the configured store address', () => {
    expect(loadConfig({}).eshops.shopline).toBeUndefined();
    expect(
      loadConfig({
        SHOPLINE_APP_KEY: 'key-1',
        SHOPLINE_APP_SECRET: 'secret-1',
        SHOPLINE_STORE_BASE_URL: 'http://127.0.0.1:4702/stores/{handle}/',
      }).eshops.shopline,
    ).toEqual({
      appKey: 'key-1',
      appSecret: 'secret-1',
      storeBaseUrl: 'http://127.0.0.1:4702/stores/{handle}',
      apiVersion: 'v20251201',
    });
    expect(
      loadConfig({ SHOPLINE_APP_KEY: 'k', SHOPLINE_APP_SECRET: 's' }).eshops.shopline?.storeBaseUrl,
    ).toBe('https://{handle}.myshopline.com');
    expect(() => loadConfig({ SHOPLINE_APP_KEY: 'k' })).toThrow(/SHOPLINE_APP_SECRET/);
    expect(() => loadConfig({ SHOPLINE_APP_SECRET: 's' })).toThrow(/SHOPLINE_APP_KEY/);
    expect(problemsOf({ SHOPLINE_STORE_BASE_URL: 'https://open001.myshopline.com' })).toEqual([
      { variable: 'SHOPLINE_STORE_BASE_URL', message: expect.stringContaining('{handle}') },
    ]);
    expect(problemsOf({ SHOPLINE_API_VERSION: '2025-12' })).toEqual([
      { variable: 'SHOPLINE_API_VERSION', message: expect.stringContaining('v20251201') },
    ]);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });

  it('refuses a short AUTH_SECRET, a wrong SMTP_URL and an idle limit above the session age', () => {
    expect(problemsOf({ AUTH_SECRET: 'too-short' })[0]?.variable).toBe('AUTH_SECRET');
    expect(problemsOf({ SMTP_URL: 'http://mail.example' })[0]?.variable).toBe('SMTP_URL');
    expect(
      problemsOf({ SESSION_IDLE_TIMEOUT_SECONDS: '7200', SESSION_MAX_AGE_SECONDS: '3600' })[0]
        ?.variable,
    ).toBe('SESSION_IDLE_TIMEOUT_SECONDS');
    expect(loadConfig({ PUBLIC_URL: 'https://bazaar.example/' }).publicUrl).toBe(
      'https://bazaar.example',
    );
  });

  it('reads the process role and the scheduled jobs switch; PGlite runs every role in one', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', scheduledJobs: true });
    expect(loadConfig({ SCHEDULED_JOBS: 'false' }).scheduledJobs).toBe(false);
    const postgres = { DATABASE_URL: 'postgres://app@db.internal:5432/bazaar' };
    expect(loadConfig({ ...postgres, PROCESS_ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ ...postgres, PROCESS_ROLE: 'api' }).role).toBe('api');
    expect(problemsOf({ ...postgres, PROCESS_ROLE: 'cron' })[0]?.variable).toBe('PROCESS_ROLE');
    expect(problemsOf({ PROCESS_ROLE: 'worker' })).toEqual([
      { variable: 'PROCESS_ROLE', message: expect.stringContaining('embedded database') },
    ]);
  });

  it('keeps media in UPLOADS_DIR unless a bucket is configured, and wants all of the bucket', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ driver: 'local' });
    const bucket = {
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000/',
      MEDIA_S3_BUCKET: 'bazaar-media',
      MEDIA_S3_ACCESS_KEY_ID: 'key-id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'very-secret-key',
    };
    expect(loadConfig(bucket).mediaStorage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'bazaar-media',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...bucket, MEDIA_S3_REGION: 'eu-central-1', MEDIA_S3_FORCE_PATH_STYLE: 'false' })
        .mediaStorage,
    ).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });

    const { MEDIA_S3_ACCESS_KEY_ID: _id, MEDIA_S3_BUCKET: _bucket, ...partial } = bucket;
    let refusal: unknown;
    try {
      loadConfig(partial);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).problems.map((problem) => problem.variable)).toEqual([
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ACCESS_KEY_ID',
    ]);
    // The secret that was given is never repeated in the message.
    expect((refusal as Error).message).not.toContain('very-secret-key');
    expect(problemsOf({ ...bucket, MEDIA_S3_ENDPOINT: 'ftp://files' })[0]?.variable).toBe(
      'MEDIA_S3_ENDPOINT',
    );
  });
});
