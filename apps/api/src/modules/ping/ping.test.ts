import { isErrorEnvelope, pingResponse } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStartedAt } from '../../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { APP_VERSION: '9.8.7-test' } });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/ping', () => {
  it('answers with the configured version and the process start time', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ping' });

    expect(response.statusCode).toBe(200);
    const body = pingResponse.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(['started_at', 'version']);
    expect(body.version).toBe('9.8.7-test');
    // The process's start, not the app's: a test worker may have run for many minutes already.
    expect(Date.parse(body.started_at)).toBe(processStartedAt.getTime());
  });

  it('reports the same start time on every call', async () => {
    const first = await testApp.app.inject({ url: '/api/ping' });
    const second = await testApp.app.inject({ url: '/api/ping' });
    expect(first.json().started_at).toBe(second.json().started_at);
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and describes the routes with the error envelope', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.version).toBe('9.8.7-test');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/ping', '/api/listings']),
    );
    const ping = document.paths['/api/ping'].get;
    expect(ping.responses['200']).toBeDefined();
    expect(ping.responses['4XX']).toBeDefined();
    expect(ping.responses['5XX']).toBeDefined();
    const listingParameters = document.paths['/api/listings'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(listingParameters).toEqual(expect.arrayContaining(['section', 'limit', 'cursor']));
    expect(Object.keys(document.components.schemas).join(',')).toContain('ErrorEnvelope');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await testApp.app.inject({ url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await testApp.app.inject({ url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });

  it('does not list the docs or media routes themselves', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths.some((p) => p.startsWith('/api/docs'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/api/media'))).toBe(false);
    expect(isErrorEnvelope({ status: 1, error_code: 'X', user_message: 'y' })).toBe(true);
  });
});
